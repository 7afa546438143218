// URL parameters handled on any page (SPEC §2): sign-in links, where the visitor came from, a
// same-site redirect, and the ids of an invoice or flow to open. Once handled they leave the URL.
import { SOURCE_ID_PARAMS } from '../../app.config'
import { safeRedirect } from './safe-redirect'
import { searchText, searchUuid } from './search-params'

export type VisitSearch = {
  login_token?: string
  redirect?: string
  invoice_uuid?: string
  flow_uuid?: string
} & Partial<Record<(typeof SOURCE_ID_PARAMS)[number], string>>

/** The root route's search params: what it handles, read leniently (a bad value is absent). */
export function parseVisitSearch(search: Record<string, unknown>): VisitSearch {
  const read = (name: string, reader: (value: unknown) => string | undefined) => {
    const value = reader(search[name])
    return value === undefined ? [] : [[name, value] as const]
  }
  return Object.fromEntries([
    ...read('login_token', searchText),
    ...read('redirect', searchText),
    ...read('invoice_uuid', searchUuid),
    ...read('flow_uuid', searchUuid),
    ...SOURCE_ID_PARAMS.flatMap((name) => read(name, searchText)),
  ])
}

const HANDLED = ['login_token', 'redirect', ...SOURCE_ID_PARAMS]
/** On these pages `redirect` is where to go after signing in, not a redirect to follow now. */
const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password']
const sourceValue = /^[\w.~-]{1,100}$/

export type VisitActions = {
  loginToken: string | null
  sources: { name: (typeof SOURCE_ID_PARAMS)[number]; value: string }[]
  /** Where to go once handled: the redirect, or this page without the handled parameters. */
  destination: { href: string } | { search: Record<string, unknown> }
}

/** What the parameters of this URL ask for, or null when there is nothing to handle. */
export function visitActions(
  pathname: string,
  search: Record<string, unknown>,
): VisitActions | null {
  const onSignInPage = SIGN_IN_PAGES.includes(pathname)
  const handled = HANDLED.filter(
    (name) => search[name] !== undefined && !(onSignInPage && name === 'redirect'),
  )
  if (handled.length === 0) return null
  const parsed = parseVisitSearch(search)
  const sources = SOURCE_ID_PARAMS.flatMap((name) => {
    const value = search[name]
    const stringValue = typeof value === 'number' ? String(value) : value
    return typeof stringValue === 'string' && sourceValue.test(stringValue)
      ? [{ name, value: stringValue }]
      : []
  })
  const target = onSignInPage ? null : safeRedirect(parsed.redirect, 'https://site.invalid')
  const rest = Object.fromEntries(
    Object.entries(search).filter(([name]) => !handled.includes(name)),
  )
  return {
    loginToken: parsed.login_token ?? null,
    sources,
    destination: target ? { href: target } : { search: rest },
  }
}
