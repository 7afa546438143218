// Forgotten passwords: a single-use link, valid 60 minutes, sent by mail (SPEC §7 "Auth").
import { and, eq } from 'drizzle-orm'
import { passwordResetTokens, sessions, users } from '../db/schema.ts'
import { type ApiLocale, isApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { invalidField, throttled } from './domain-error.ts'
import { type HumanChecked, verifyHuman } from './human-check.ts'
import { passwordResetMail } from './mail-templates.ts'
import { hashPassword, requirePasswordConfirmed } from './passwords.ts'
import { randomToken, sameSecret, sha256 } from './tokens.ts'
import { findUserByEmail } from './users.ts'

export const RESET_TOKEN_TTL_MINUTES = 60
const RESET_THROTTLE_SECONDS = 60

function resetUrl(appUrl: string, locale: ApiLocale, token: string, email: string) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  const query = new URLSearchParams({ token, email })
  return `${appUrl}${prefix}/reset-password?${query}`
}

/** Mails a reset link to the address if it has an account; says nothing either way. */
export async function sendPasswordResetLink(
  deps: Pick<ApiServices, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter' | 'humanVerifier'>,
  input: HumanChecked & { email: string; lang?: ApiLocale },
) {
  const { db, clock, config, mailer, rateLimiter } = deps
  const { locale } = input
  // Only verified requests count, so a stranger cannot block an owner's reset for free; the
  // throttle is per address whether or not it has an account, so the answer tells nothing.
  await verifyHuman(deps, input)
  const { hits, availableIn } = await rateLimiter.hit(
    `forgot|${input.email}`,
    RESET_THROTTLE_SECONDS,
  )
  if (hits > 1) throw throttled(translate(locale, 'passwords.throttled'), availableIn)

  const user = await findUserByEmail(db, input.email)
  if (!user) return
  const token = randomToken(32)
  const now = clock.now()
  await db
    .insert(passwordResetTokens)
    .values({ email: user.email, tokenHash: sha256(token), createdAt: now })
    .onConflictDoUpdate({
      target: passwordResetTokens.email,
      set: { tokenHash: sha256(token), createdAt: now },
    })
  const mailLocale = input.lang ?? (isApiLocale(user.lang) ? user.lang : locale)
  await mailer.send(
    passwordResetMail({
      locale: mailLocale,
      to: user.email,
      name: user.name,
      url: resetUrl(config.appUrl, mailLocale, token, user.email),
      minutes: RESET_TOKEN_TTL_MINUTES,
    }),
  )
}

/** Sets the password of a reset link's account, spends the link and ends every session. */
export async function resetPassword(
  deps: Pick<ApiServices, 'db' | 'clock' | 'humanVerifier'>,
  input: HumanChecked & {
    token: string
    email: string
    password: string
    passwordConfirmation: string
  },
) {
  const { db, clock } = deps
  const { locale } = input
  requirePasswordConfirmed(locale, input.password, input.passwordConfirmation)
  await verifyHuman(deps, input)
  const invalid = () => invalidField(locale, 'email', translate(locale, 'passwords.token'))

  const record = await db.query.passwordResetTokens.findFirst({
    where: eq(passwordResetTokens.email, input.email),
  })
  const now = clock.now()
  const fresh =
    record && now.getTime() - record.createdAt.getTime() < RESET_TOKEN_TTL_MINUTES * 60_000
  if (!record || !fresh || !sameSecret(record.tokenHash, sha256(input.token))) throw invalid()
  const user = await findUserByEmail(db, input.email)
  if (!user) throw invalid()

  const passwordHash = await hashPassword(input.password)
  // Single use: the token goes in the same transaction as the new password, and every
  // session of the account is closed.
  const spent = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.email, input.email),
          eq(passwordResetTokens.tokenHash, record.tokenHash),
        ),
      )
      .returning()
    if (deleted.length === 0) return false
    // The mailed link also proves the address (see address-proof.ts).
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    return true
  })
  if (!spent) throw invalid()
}
