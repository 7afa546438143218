import { LOCALES, type Locale } from '../../app.config'
import { getLocale, localizeHref } from '../paraglide/runtime'
import { NOINDEX, robotsPolicy } from './robots'

/** Title and description of a page, unless the robots table says the page brings its own. */
export function pageMeta(pathname: string, page: { title: string; description: string }) {
  if (!robotsPolicy(pathname).describable) return []
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
  ]
}

/**
 * The robots meta tag, canonical link and language alternates of a page. A page whose path
 * differs by language (a tool's slug) gives its path in each language as `paths`.
 */
export function indexingTags(options: {
  pathname: string
  appUrl: string
  notFound: boolean
  paths?: Partial<Record<Locale, string>>
}) {
  const { pathname, appUrl, notFound, paths } = options
  if (notFound || !robotsPolicy(pathname).indexable) {
    return { meta: [{ name: 'robots', content: NOINDEX }], links: [] }
  }
  const pathIn = (locale: Locale) => paths?.[locale] ?? (paths ? undefined : pathname)
  const absolute = (locale: Locale) => {
    const path = pathIn(locale)
    return path === undefined ? undefined : `${appUrl}${localizeHref(path, { locale })}`
  }
  const alternates = LOCALES.flatMap((locale) => {
    const href = absolute(locale)
    return href ? [{ rel: 'alternate', hrefLang: locale, href }] : []
  })
  const fallback = absolute('en')
  return {
    meta: [],
    links: [
      {
        rel: 'canonical',
        href: absolute(getLocale() as Locale) ?? `${appUrl}${localizeHref(pathname)}`,
      },
      ...alternates,
      ...(fallback ? [{ rel: 'alternate', hrefLang: 'x-default', href: fallback }] : []),
    ],
  }
}

/** The per-language paths a route's loader gives (`alternateSlugs`), if it gives them. */
export function localizedPaths(loaderData: unknown): Partial<Record<Locale, string>> | undefined {
  if (typeof loaderData !== 'object' || loaderData === null) return undefined
  const slugs = (loaderData as { alternateSlugs?: unknown }).alternateSlugs
  if (typeof slugs !== 'object' || slugs === null) return undefined
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const slug = (slugs as Record<string, unknown>)[locale]
    if (typeof slug === 'string') paths[locale] = `/${slug}`
  }
  return paths
}
