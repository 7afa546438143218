// Server entry: validates the environment, then routes each request through the locale layer.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { LOCALE_COOKIE } from '../app.config'
import { cookieLocaleRedirect } from './i18n/cookie-locale-redirect'
import { registerPageLocaleStrategy } from './i18n/page-locale-strategy'
import { paraglideMiddleware } from './paraglide/server'
import './server/env.server'

registerPageLocaleStrategy()

export default createServerEntry({
  fetch(request) {
    const redirect = cookieLocaleRedirect(request, LOCALE_COOKIE.name)
    if (redirect) return redirect
    return paraglideMiddleware(request, () => handler.fetch(request))
  },
})
