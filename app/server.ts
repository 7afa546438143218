// Server entry: validates the environment, refuses malformed requests, then routes each request
// through the locale layer.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { LOCALE_COOKIE } from '../app.config'
import { cookieLocaleRedirect } from './i18n/cookie-locale-redirect'
import { registerPageLocaleStrategy } from './i18n/page-locale-strategy'
import { paraglideMiddleware } from './paraglide/server'
import './server/env.server'
import { refuseMalformed } from './server/request-guards'

registerPageLocaleStrategy()

export default createServerEntry({
  fetch(request) {
    const refused = refuseMalformed(request)
    if (refused) return refused
    const redirect = cookieLocaleRedirect(request, LOCALE_COOKIE.name)
    if (redirect) return redirect
    return paraglideMiddleware(request, () => handler.fetch(request))
  },
})
