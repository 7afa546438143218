// Proving who one is: a password (throttled per address and client), a one-time link, and the
// "does this address have an account" check of the sign-in form. Sessions are the caller's.
import { and, eq, gt, isNull } from 'drizzle-orm'
import { loginTokens, type UserRow } from '../db/schema.ts'
import { type ApiLocale, isApiLocale, translate } from '../i18n/translate.ts'
import { proveAddress } from './address-proof.ts'
import type { ApiServices } from './dependencies.ts'
import { invalidField, throttled } from './domain-error.ts'
import { type HumanChecked, verifyHuman } from './human-check.ts'
import { mailLoginLink } from './login-tokens.ts'
import { verifyPassword } from './passwords.ts'
import { sha256 } from './tokens.ts'
import { findUserByEmail, findUserById } from './users.ts'

const LOGIN_MAX_ATTEMPTS = 5
const LOGIN_DECAY_SECONDS = 60
const ACCOUNT_LOOKUPS_PER_MINUTE = 10

/** The account whose address and password these are. */
export async function signInWithPassword(
  deps: Pick<ApiServices, 'db' | 'rateLimiter' | 'humanVerifier'>,
  input: HumanChecked & { email: string; password: string },
): Promise<UserRow> {
  const { locale } = input
  const { rateLimiter } = deps
  const throttleKey = `login|${input.email}|${input.client}`
  const blockedFor = await rateLimiter.blockedFor(throttleKey, LOGIN_MAX_ATTEMPTS)
  if (blockedFor !== null) {
    throw throttled(translate(locale, 'auth.throttle', { seconds: blockedFor }), blockedFor)
  }
  await verifyHuman(deps, input)
  const user = await findUserByEmail(deps.db, input.email)
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !valid) {
    await rateLimiter.hit(throttleKey, LOGIN_DECAY_SECONDS)
    throw invalidField(locale, 'email', translate(locale, 'auth.failed'))
  }
  await rateLimiter.clear(throttleKey)
  return user
}

/** The account of a mailed sign-in link, which works once and proves the address. */
export async function signInWithLoginToken(
  deps: Pick<ApiServices, 'db' | 'clock'>,
  input: { token: string; locale: ApiLocale },
): Promise<UserRow> {
  const { db } = deps
  const now = deps.clock.now()
  // Spending the token and reading it are one statement: a link works exactly once.
  const [spent] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTokens.tokenHash, sha256(input.token)),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, now),
      ),
    )
    .returning()
  const found = spent ? await findUserById(db, spent.userId) : undefined
  if (!found) {
    throw invalidField(
      input.locale,
      'login_token',
      translate(input.locale, 'auth.login_token_invalid'),
    )
  }
  // The link proves the address: the first time, it ends what anyone else set up before.
  return proveAddress(db, found, now)
}

/** Mails a sign-in link to the address if it has an account; says nothing either way. */
export async function sendLoginLink(
  deps: Pick<ApiServices, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter' | 'humanVerifier'>,
  input: HumanChecked & { email: string; lang?: ApiLocale },
) {
  const { locale } = input
  await verifyHuman(deps, input)
  // Same answer and the same throttle whether or not the address has an account.
  const { hits, availableIn } = await deps.rateLimiter.hit(`login-link|${input.email}`, 60)
  if (hits > 1) throw throttled(translate(locale, 'passwords.throttled'), availableIn)
  const user = await findUserByEmail(deps.db, input.email)
  if (user) {
    const mailLocale = input.lang ?? (isApiLocale(user.lang) ? user.lang : locale)
    await mailLoginLink(deps, user, mailLocale)
  }
}

/** Counts one lookup of whether an address has an account: a few per client, not a scan. */
export async function throttleAccountLookup(
  deps: Pick<ApiServices, 'rateLimiter'>,
  input: { client: string; locale: ApiLocale },
) {
  const { hits, availableIn } = await deps.rateLimiter.hit(`check-user-exists|${input.client}`, 60)
  if (hits > ACCOUNT_LOOKUPS_PER_MINUTE) {
    const message = translate(input.locale, 'http.too_many_requests', { seconds: availableIn })
    throw throttled(message, availableIn)
  }
}

export async function accountExists(deps: Pick<ApiServices, 'db'>, email: string) {
  return (await findUserByEmail(deps.db, email)) !== undefined
}
