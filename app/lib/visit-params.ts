// URL parameters handled on any page (SPEC §2): sign-in links, where the visitor came from, a
// same-site redirect, and the ids of an invoice or flow to open. Once handled they leave the URL.
import { z } from 'zod'
import { SOURCE_ID_PARAMS } from '../../app.config'
import { safeRedirect } from './safe-redirect'

// Search params arrive JSON-parsed: ?source_id=123 is a number.
const text = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().min(1).max(2000))
  .optional()
  .catch(undefined)

export const visitSearchSchema = z.object({
  login_token: text,
  redirect: text,
  invoice_uuid: z.uuid().optional().catch(undefined),
  flow_uuid: z.uuid().optional().catch(undefined),
  ...Object.fromEntries(SOURCE_ID_PARAMS.map((name) => [name, text])),
})
export type VisitSearch = z.infer<typeof visitSearchSchema>

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
  const parsed = visitSearchSchema.parse(search)
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
