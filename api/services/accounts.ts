// What someone does with their own account: open it, change it, change its password, stop the
// marketing mail. Signing in and out is the caller's (a session is HTTP).
import { and, eq, ne } from 'drizzle-orm'
import type { UnsubscribeRequest } from '../contract/account.ts'
import { sessions, type UserRow, users } from '../db/schema.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { emailTaken, invalidField, throttled } from './domain-error.ts'
import { pendingEmail, requestEmailChange } from './email-changes.ts'
import { type HumanChecked, verifyHuman } from './human-check.ts'
import { hashPassword, requireCurrentPassword, requirePasswordConfirmed } from './passwords.ts'
import { sha256 } from './tokens.ts'
import { createUser } from './users.ts'

/** A new account with a password; refused input when the address has one already. */
export async function registerAccount(
  deps: Pick<ApiServices, 'db' | 'clock' | 'humanVerifier'>,
  input: HumanChecked & {
    name: string
    email: string
    password: string
    passwordConfirmation?: string
    lang?: ApiLocale
    marketingEmails?: boolean
  },
): Promise<UserRow> {
  const { locale } = input
  requirePasswordConfirmed(locale, input.password, input.passwordConfirmation)
  await verifyHuman(deps, input)
  const user = await createUser(
    deps.db,
    {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      lang: input.lang ?? locale,
      marketingEmails: input.marketingEmails ?? true,
    },
    deps.clock.now(),
  )
  if (!user) throw invalidField(locale, 'email', emailTaken(locale))
  return user
}

/**
 * Changes the name, language and marketing choice at once; a new address only once it confirms
 * (see email-changes.ts), and only with the password of an account that has one.
 */
export async function updateAccount(
  deps: Pick<ApiServices, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter'>,
  user: UserRow,
  input: {
    name?: string
    email?: string
    currentPassword?: string
    lang?: ApiLocale
    marketingEmails?: boolean
    locale: ApiLocale
  },
): Promise<{ user: UserRow; pendingEmail: string | null }> {
  const { db, rateLimiter, clock } = deps
  const { locale } = input
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null
  if (newEmail !== null) {
    // Whoever holds a session must also know the password to move the account elsewhere.
    if (user.passwordHash !== null) {
      await requireCurrentPassword(locale, user.passwordHash, input.currentPassword)
    }
    const taken = await db.query.users.findFirst({
      where: and(eq(users.email, newEmail), ne(users.id, user.id)),
    })
    if (taken) throw invalidField(locale, 'email', emailTaken(locale))
    const { hits, availableIn } = await rateLimiter.hit(`email-change|${user.id}`, 60)
    if (hits > 1) throw throttled(translate(locale, 'passwords.throttled'), availableIn)
  }
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.lang !== undefined && { lang: input.lang }),
    ...(input.marketingEmails !== undefined && { marketingEmails: input.marketingEmails }),
  }
  const [updated = user] = await db
    .update(users)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning()
  if (newEmail !== null) await requestEmailChange(deps, updated, newEmail, locale)
  return { user: updated, pendingEmail: await pendingEmail(deps, user.id) }
}

/**
 * Sets a new password, which the current one must authorise when there is one. Given the
 * caller's session (`keepSessionId`), every other session of the account is signed out.
 */
export async function changePassword(
  deps: Pick<ApiServices, 'db' | 'clock'>,
  user: UserRow,
  input: {
    currentPassword?: string
    password: string
    passwordConfirmation: string
    keepSessionId?: string
    locale: ApiLocale
  },
) {
  const { locale } = input
  requirePasswordConfirmed(locale, input.password, input.passwordConfirmation)
  if (user.passwordHash === null && user.emailVerifiedAt === null) {
    // A passwordless account made by typing an address: its owner must show they hold it.
    throw invalidField(locale, 'password', translate(locale, 'passwords.address_unproven'))
  }
  if (user.passwordHash !== null) {
    await requireCurrentPassword(locale, user.passwordHash, input.currentPassword)
  }
  const { db, clock } = deps
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: clock.now() })
    .where(eq(users.id, user.id))
  if (input.keepSessionId !== undefined) {
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(input.keepSessionId))))
  }
}

/** No more marketing mail, and why (SPEC §7 "Account"). */
export async function unsubscribe(
  deps: Pick<ApiServices, 'db' | 'clock'>,
  user: UserRow,
  input: UnsubscribeRequest,
) {
  const now = deps.clock.now()
  await deps.db
    .update(users)
    .set({
      marketingEmails: false,
      unsubscribedAt: now,
      unsubscriptionReason: input.reason,
      unsubscriptionComment: input.comment ?? null,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
}
