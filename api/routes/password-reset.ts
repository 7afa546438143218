// Forgotten passwords: a single-use link, valid 60 minutes, sent by mail (SPEC §7 "Auth").
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../contract/auth.ts'
import { passwordResetTokens, sessions, users } from '../db/schema.ts'
import { requireHuman } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validationError } from '../http/errors.ts'
import { validateBody } from '../http/validate.ts'
import { type ApiLocale, isApiLocale, translate } from '../i18n/translate.ts'
import { throttled } from '../services/domain-error.ts'
import { passwordResetMail } from '../services/mail-templates.ts'
import { hashPassword } from '../services/passwords.ts'
import { randomToken, sameSecret, sha256 } from '../services/tokens.ts'
import { findUserByEmail } from '../services/users.ts'

export const RESET_TOKEN_TTL_MINUTES = 60
const RESET_THROTTLE_SECONDS = 60

function resetUrl(appUrl: string, locale: ApiLocale, token: string, email: string) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  const query = new URLSearchParams({ token, email })
  return `${appUrl}${prefix}/reset-password?${query}`
}

export const passwordResetRoutes = new Hono<ApiBindings>()
  .post('/forgot-password', async (c) => {
    const input = await validateBody(c, forgotPasswordRequestSchema)
    const locale = c.get('locale')
    const { db, clock, config, mailer, rateLimiter } = c.get('services')
    // Only verified requests count, so a stranger cannot block an owner's reset for free; the
    // throttle is per address whether or not it has an account, so the answer tells nothing.
    await requireHuman(c, input.captcha)
    const { hits, availableIn } = await rateLimiter.hit(
      `forgot|${input.email}`,
      RESET_THROTTLE_SECONDS,
    )
    if (hits > 1) throw throttled(translate(locale, 'passwords.throttled'), availableIn)

    const user = await findUserByEmail(db, input.email)
    if (user) {
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
    return c.json({ status: translate(locale, 'passwords.sent') })
  })

  .post('/reset-password', async (c) => {
    const input = await validateBody(c, resetPasswordRequestSchema)
    const locale = c.get('locale')
    if (input.password_confirmation !== input.password) {
      throw validationError(locale, {
        password: [
          translate(locale, 'validation.confirmed', {
            attribute: translate(locale, 'attribute.password'),
          }),
        ],
      })
    }
    await requireHuman(c, input.captcha)
    const { db, clock } = c.get('services')
    const invalid = () => validationError(locale, { email: [translate(locale, 'passwords.token')] })

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
      // The mailed link also proves the address (see services/address-proof.ts).
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, user.id))
      await tx.delete(sessions).where(eq(sessions.userId, user.id))
      return true
    })
    if (!spent) throw invalid()
    return c.json({ status: translate(locale, 'passwords.reset') })
  })
