// Changing an account's email address: the new address must confirm by a mailed link before the
// account switches to it, and the current address is told of the request, so that a stolen
// session cannot quietly move an account to someone else's mailbox.
import { and, eq, gt, ne } from 'drizzle-orm'
import { emailChanges, type UserRow, users } from '../db/schema.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { emailTaken, invalidField } from './domain-error.ts'
import { emailChangeMail, emailChangeNoticeMail } from './mail-templates.ts'
import { randomToken, sha256 } from './tokens.ts'

export const EMAIL_CHANGE_TTL_HOURS = 24

const localePrefix = (locale: ApiLocale) => (locale === 'en' ? '' : `/${locale}`)

/** Records the change (replacing any earlier one) and mails both addresses. */
export async function requestEmailChange(
  services: Pick<ApiServices, 'db' | 'clock' | 'mailer' | 'config'>,
  user: UserRow,
  newEmail: string,
  locale: ApiLocale,
) {
  const { db, clock, mailer, config } = services
  const token = randomToken(32)
  const now = clock.now()
  const change = {
    newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    createdAt: now,
  }
  await db
    .insert(emailChanges)
    .values({ userId: user.id, ...change })
    .onConflictDoUpdate({ target: emailChanges.userId, set: change })
  const prefix = localePrefix(locale)
  await mailer.send(
    emailChangeMail({
      locale,
      to: newEmail,
      name: user.name,
      url: `${config.appUrl}${prefix}/confirm-email?${new URLSearchParams({ token })}`,
      hours: EMAIL_CHANGE_TTL_HOURS,
    }),
  )
  await mailer.send(
    emailChangeNoticeMail({
      locale,
      to: user.email,
      name: user.name,
      url: `${config.appUrl}${prefix}/dashboard/account`,
      hours: EMAIL_CHANGE_TTL_HOURS,
      newEmail,
    }),
  )
}

/** The address an account is waiting to switch to, if any (and not expired). */
export async function pendingEmail(services: Pick<ApiServices, 'db' | 'clock'>, userId: number) {
  const change = await services.db.query.emailChanges.findFirst({
    where: and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, services.clock.now())),
  })
  return change?.newEmail ?? null
}

/**
 * Switches the account to its new address: the link works once, while the address is free.
 * A link refused because the address was taken meanwhile is spent all the same.
 */
export async function confirmEmailChange(
  services: Pick<ApiServices, 'db' | 'clock'>,
  input: { token: string; locale: ApiLocale },
): Promise<UserRow> {
  const { locale } = input
  const now = services.clock.now()
  const result = await services.db.transaction(async (tx) => {
    const [change] = await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.tokenHash, sha256(input.token)), gt(emailChanges.expiresAt, now)))
      .returning()
    if (!change) return 'invalid'
    const taken = await tx.query.users.findFirst({
      where: and(eq(users.email, change.newEmail), ne(users.id, change.userId)),
    })
    if (taken) return 'taken'
    const [user] = await tx
      .update(users)
      .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, change.userId))
      .returning()
    return user ?? 'invalid'
  })
  if (result === 'taken') throw invalidField(locale, 'token', emailTaken(locale))
  if (result === 'invalid') {
    throw invalidField(locale, 'token', translate(locale, 'auth.email_change_invalid'))
  }
  return result
}
