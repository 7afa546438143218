import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { QUERY_DEFAULTS } from '../app.config'
import { LoaderScreen } from './components/loader-screen'
import type { LazyMessageGroup } from './i18n/message-groups'
import { deLocalizeUrl, localizeUrl } from './paraglide/runtime'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        // One client per server request: keep finished queries only briefly there.
        gcTime: typeof window === 'undefined' ? 1000 : 5 * 60 * 1000,
      },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <LoaderScreen speed="quick" />,
    // The request's nonce (app/start.ts), which the page's Content-Security-Policy names.
    ssr: { nonce: getGlobalStartContext()?.nonce },
    // /fr/terms is the same route as /terms; Paraglide maps between the two.
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** Only signed-in users may open the page; visitors are sent to /login. */
    protected?: boolean
    hideHeader?: boolean
    hideFooter?: boolean
    hideProgressBar?: boolean
    /** Message groups the page needs in the browser besides `core` (app/i18n/message-groups.ts). */
    messages?: readonly LazyMessageGroup[]
  }
}
