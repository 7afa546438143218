import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { PAGE_LOCALE_HEADER } from './i18n/page-locale-strategy'
import { getLocale } from './paraglide/runtime'

/** Tells server functions which language the calling page is in. */
const sendPageLocale = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({ headers: { [PAGE_LOCALE_HEADER]: getLocale() } }),
)

export const startInstance = createStart(() => ({
  // Having this file turns off Start's automatic CSRF check, so it is registered here.
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
  functionMiddleware: [sendPageLocale],
}))
