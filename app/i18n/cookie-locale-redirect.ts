import { parse } from 'cookie'
import { BASE_LOCALE, LOCALES, type Locale } from '../../app.config'

function isLocale(value: string): value is Locale {
  return LOCALES.some((locale) => locale === value)
}

/**
 * A visitor who chose a language before and opens the bare home page `/` is sent to that
 * language's home page. Every other URL keeps the language it names, so shared links are stable.
 */
export function cookieLocaleRedirect(request: Request, cookieName: string): Response | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = new URL(request.url)
  if (url.pathname !== '/') return undefined
  const locale = parse(request.headers.get('cookie') ?? '')[cookieName]
  if (!locale || !isLocale(locale) || locale === BASE_LOCALE) return undefined
  return new Response(null, {
    status: 307,
    headers: { location: `/${locale}/${url.search}`, vary: 'Cookie' },
  })
}
