// Server entry: validates the environment, then routes each request through the locale layer.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { LOCALE_COOKIE } from '../app.config'
import { cookieLocaleRedirect } from './i18n/cookie-locale-redirect'
import { defineCustomServerStrategy, isLocale } from './paraglide/runtime'
import { paraglideMiddleware } from './paraglide/server'
import './server/env.server'
import { PAGE_LOCALE_HEADER } from './start'

defineCustomServerStrategy('custom-page', {
  getLocale: (request) => {
    const locale = request?.headers.get(PAGE_LOCALE_HEADER)
    return locale && isLocale(locale) ? locale : undefined
  },
})

export default createServerEntry({
  fetch(request) {
    const redirect = cookieLocaleRedirect(request, LOCALE_COOKIE.name)
    if (redirect) return redirect
    return paraglideMiddleware(request, () => handler.fetch(request))
  },
})
