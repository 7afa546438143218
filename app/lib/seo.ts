import { LOCALES } from '../../app.config'
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

/** The robots meta tag, canonical link and language alternates of a page. */
export function indexingTags(options: { pathname: string; appUrl: string; notFound: boolean }) {
  const { pathname, appUrl, notFound } = options
  if (notFound || !robotsPolicy(pathname).indexable) {
    return { meta: [{ name: 'robots', content: NOINDEX }], links: [] }
  }
  const absolute = (locale: (typeof LOCALES)[number]) =>
    `${appUrl}${localizeHref(pathname, { locale })}`
  return {
    meta: [],
    links: [
      { rel: 'canonical', href: absolute(getLocale()) },
      ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: absolute(locale) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absolute('en') },
    ],
  }
}
