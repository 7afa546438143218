// Accounts keyed by a Google identity: the browser's ID token is verified, then matched by `sub`.
import type { UserRow } from '../db/schema.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { DomainError, emailTaken, invalidField } from './domain-error.ts'
import { InvalidGoogleTokenError } from './google-id-token.ts'
import { createUser, findUserByGoogleSub } from './users.ts'

type GoogleDeps = Pick<ApiServices, 'db' | 'clock' | 'google'>

async function googleIdentity(deps: GoogleDeps, credential: string, locale: ApiLocale) {
  if (!deps.google.enabled) {
    throw new DomainError('unavailable', translate(locale, 'auth.google_unavailable'))
  }
  try {
    return await deps.google.verify(credential)
  } catch (error) {
    if (!(error instanceof InvalidGoogleTokenError)) throw error
    throw new DomainError('unauthenticated', translate(locale, 'auth.google_invalid'))
  }
}

/** The account of a Google identity, to sign in; refused input when there is none. */
export async function findGoogleAccount(
  deps: GoogleDeps,
  input: { credential: string; locale: ApiLocale },
): Promise<UserRow> {
  const { locale } = input
  const identity = await googleIdentity(deps, input.credential, locale)
  const user = await findUserByGoogleSub(deps.db, identity.sub)
  if (!user) {
    throw invalidField(locale, 'credential', translate(locale, 'auth.google_not_registered'))
  }
  return user
}

/**
 * A new account for a Google identity (its address verified by Google). An identity that has
 * one already gets it back when `acceptExisting`, a conflict otherwise.
 */
export async function registerGoogleAccount(
  deps: GoogleDeps,
  input: {
    credential: string
    name?: string
    lang?: ApiLocale
    marketingEmails?: boolean
    acceptExisting: boolean
    locale: ApiLocale
  },
): Promise<{ user: UserRow; alreadyRegistered: boolean }> {
  const { locale } = input
  const identity = await googleIdentity(deps, input.credential, locale)
  const existing = await findUserByGoogleSub(deps.db, identity.sub)
  if (existing) {
    if (!input.acceptExisting) {
      throw new DomainError('conflict', translate(locale, 'auth.google_already_registered'))
    }
    return { user: existing, alreadyRegistered: true }
  }
  if (!identity.emailVerified) {
    throw invalidField(locale, 'credential', translate(locale, 'auth.google_email_unverified'))
  }
  const now = deps.clock.now()
  const user = await createUser(
    deps.db,
    {
      name: input.name ?? identity.name,
      email: identity.email,
      passwordHash: null,
      googleSub: identity.sub,
      emailVerifiedAt: now,
      lang: input.lang ?? locale,
      marketingEmails: input.marketingEmails ?? true,
    },
    now,
  )
  // The address already has an account (made with a password): it must sign in that way.
  if (!user) throw new DomainError('conflict', emailTaken(locale))
  return { user, alreadyRegistered: false }
}
