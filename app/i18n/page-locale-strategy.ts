import { defineCustomServerStrategy, isLocale } from '../paraglide/runtime'

/** Sent by every server-function call: the language of the page that made it (app/start.ts). */
export const PAGE_LOCALE_HEADER = 'x-page-locale'

/** Lets Paraglide resolve a server-function request to the calling page's language. */
export function registerPageLocaleStrategy() {
  defineCustomServerStrategy('custom-page', {
    getLocale: (request) => {
      const locale = request?.headers.get(PAGE_LOCALE_HEADER)
      return locale && isLocale(locale) ? locale : undefined
    },
  })
}
