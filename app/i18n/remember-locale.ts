import { serialize } from 'cookie'
import { LOCALE_COOKIE, type Locale } from '../../app.config'

/** The Set-Cookie value that remembers a visitor's chosen language for 100 days. */
export function localeCookie(locale: Locale, secure: boolean) {
  return serialize(LOCALE_COOKIE.name, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60,
    sameSite: 'lax',
    secure,
  })
}

/** Called when the visitor picks a language; only `/` reads it back (cookie-locale-redirect.ts). */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we support.
  document.cookie = localeCookie(locale, window.location.protocol === 'https:')
}
