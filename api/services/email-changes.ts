// Changing an account's email address: the new address must confirm by a mailed link before the
// account switches to it, and the current address is told of the request, so that a stolen
// session cannot quietly move an account to someone else's mailbox.
import { and, eq, gt, ne } from 'drizzle-orm'
import { emailChanges, type UserRow, users } from '../db/schema.ts'
import type { ApiServices } from '../http/context.ts'
import type { ApiLocale } from '../i18n/translate.ts'
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

export type ConfirmResult = { user: UserRow } | { error: 'invalid' | 'taken' }

/** Switches the account to its new address: the link works once, while the address is free. */
export async function confirmEmailChange(
  services: Pick<ApiServices, 'db' | 'clock'>,
  token: string,
): Promise<ConfirmResult> {
  const now = services.clock.now()
  return services.db.transaction(async (tx) => {
    const [change] = await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.tokenHash, sha256(token)), gt(emailChanges.expiresAt, now)))
      .returning()
    if (!change) return { error: 'invalid' }
    const taken = await tx.query.users.findFirst({
      where: and(eq(users.email, change.newEmail), ne(users.id, change.userId)),
    })
    if (taken) return { error: 'taken' }
    const [user] = await tx
      .update(users)
      .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, change.userId))
      .returning()
    return user ? { user } : { error: 'invalid' }
  })
}
