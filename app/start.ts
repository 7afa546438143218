import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { PAGE_LOCALE_HEADER } from './i18n/page-locale-strategy'
import { userFacingErrorAdapter } from './lib/user-facing-error'
import { getLocale } from './paraglide/runtime'

/** Tells server functions which language the calling page is in. */
const sendPageLocale = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({ headers: { [PAGE_LOCALE_HEADER]: getLocale() } }),
)

/**
 * A nonce for each request, which the router stamps on the scripts it renders (app/router.tsx),
 * and the security headers of HTML pages, whose Content-Security-Policy names it.
 */
const securityHeaders = createMiddleware().server(async ({ next }) => {
  const { createNonce, htmlSecurityHeaders } = await import('./server/page-security.server')
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  if (result.response.headers.get('content-type')?.startsWith('text/html')) {
    for (const [name, value] of Object.entries(htmlSecurityHeaders(nonce))) {
      result.response.headers.set(name, value)
    }
  }
  return result
})

/** An unknown server-function id is the caller's mistake: 404, not the framework's 500. */
const refuseUnknownServerFunctions = createMiddleware().server(async ({ next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  const { guardServerFunctionCall } = await import('./server/request-guards')
  return guardServerFunctionCall(async () => next())
})

export const startInstance = createStart(() => ({
  serializationAdapters: [userFacingErrorAdapter],
  // Having this file turns off Start's automatic CSRF check, so it is registered here.
  requestMiddleware: [
    securityHeaders,
    refuseUnknownServerFunctions,
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
  ],
  functionMiddleware: [sendPageLocale],
}))
