// Server entry: validates the environment, refuses malformed requests, serves first-time
// visitors' pages from a short cache, and routes the rest through the locale layer.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { LOCALE_COOKIE } from '../app.config'
import { cookieLocaleRedirect } from './i18n/cookie-locale-redirect'
import { registerPageLocaleStrategy } from './i18n/page-locale-strategy'
import { paraglideMiddleware } from './paraglide/server'
import './server/env.server'
import { createPageCache } from './server/page-cache'
import { refuseMalformed } from './server/request-guards'
import { createNonce } from './server/security-headers'

registerPageLocaleStrategy()

// Production only: in development every request should show the code as it is now.
const pageCache = import.meta.env.PROD
  ? createPageCache({ ttlMs: 10_000, maxBytes: 20_000_000, createNonce })
  : null

export default createServerEntry({
  fetch(request) {
    const refused = refuseMalformed(request)
    if (refused) return refused
    const redirect = cookieLocaleRedirect(request, LOCALE_COOKIE.name)
    if (redirect) return redirect
    const render = () => paraglideMiddleware(request, () => handler.fetch(request))
    return pageCache ? pageCache.serve(request, render) : render()
  },
})
