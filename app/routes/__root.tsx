/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  defaultStringifySearch,
  HeadContent,
  redirect,
  Scripts,
  useHydrated,
  useMatches,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AppShell } from '~/components/app-shell'
import { ErrorPage } from '~/components/error-page'
import { NotFound } from '~/components/not-found'
import { loadMessages } from '~/i18n/active-messages'
import { messageGroupsOf } from '~/i18n/message-groups'
import { indexingTags, localizedPaths } from '~/lib/seo'
import { parseVisitSearch, visitActions } from '~/lib/visit-params'
import { m } from '~/paraglide/messages'
import { getLocale, localizeHref } from '~/paraglide/runtime'
import { authKeys, meQuery, signInWithLink } from '~/queries/auth'
import { headerCategoriesQuery } from '~/queries/catalogue'
import { publicConfigQuery } from '~/queries/config'
import { rememberSources } from '~/queries/visit'
import appCss from '~/styles/app.css?url'
import { OPERATOR } from '../../app.config'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: parseVisitSearch,
  beforeLoad: async ({ context, location, matches }) => {
    const actions = visitActions(location.pathname, location.search)
    if (actions) {
      if (actions.loginToken) await signInWithLink(context.queryClient, actions.loginToken)
      await rememberSources(actions.sources)
      const href =
        'href' in actions.destination
          ? actions.destination.href
          : localizeHref(
              `${location.pathname}${defaultStringifySearch(actions.destination.search)}`,
            )
      throw redirect({ href, replace: true })
    }
    const [apiUnavailable] = await Promise.all([
      loadUser(context.queryClient),
      // In the browser, the wording of the pages being opened (the server has every message).
      loadMessages(getLocale(), messageGroupsOf(matches)),
    ])
    return { apiUnavailable }
  },
  loader: async ({ context }) => {
    const [config, menus] = await Promise.all([
      context.queryClient.ensureQueryData(publicConfigQuery(getLocale())),
      context.queryClient.ensureQueryData(headerCategoriesQuery(getLocale())),
    ])
    return { ...config, apiUnavailable: context.apiUnavailable || !menus.apiReachable }
  },
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, matches }) => {
    const leaf = matches.at(-1)
    // Only the root matched: the path is unknown and the not-found page renders.
    const notFound = matches.length < 2 || matches.some((match) => match.status === 'notFound')
    const paths = localizedPaths(leaf?.loaderData)
    const indexing = indexingTags({
      pathname: leaf?.pathname ?? '/',
      appUrl: loaderData?.appUrl ?? '',
      notFound,
      ...(paths && { paths }),
    })
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#4f46e5' },
        { title: notFound ? m.not_found_meta_title() : OPERATOR.productName },
        { property: 'og:site_name', content: OPERATOR.productName },
        ...indexing.meta,
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        ...['core' as const, ...messageGroupsOf(matches)].flatMap((group) => {
          const href = loaderData?.messageChunks[group]
          return href ? [{ rel: 'modulepreload', href }] : []
        }),
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...indexing.links,
      ],
    }
  },
  shellComponent: RootDocument,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})

/**
 * Puts the signed-in user (or null) in the query cache, where pages read it (`useUser`); true
 * when the API cannot be reached, and pages then render signed out, with a notice.
 */
async function loadUser(queryClient: QueryClient) {
  try {
    await queryClient.ensureQueryData(meQuery())
    return false
  } catch (error) {
    console.error('The API is unavailable:', error instanceof Error ? error.message : error)
    queryClient.setQueryData(authKeys.me, null)
    return true
  }
}

function RootDocument({ children }: { children: ReactNode }) {
  // Marks the page interactive (end-to-end tests wait for it before clicking).
  const hydrated = useHydrated()
  // The message groups to load before hydrating (app/client.tsx).
  const messages = useMatches({ select: (matches) => messageGroupsOf(matches).join(' ') })
  return (
    <html lang={getLocale()} data-messages={messages || undefined}>
      <head>
        <HeadContent />
      </head>
      <body className="flex min-h-dvh flex-col" data-hydrated={hydrated ? 'true' : undefined}>
        <AppShell>{children}</AppShell>
        <Scripts />
      </body>
    </html>
  )
}
