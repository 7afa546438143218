// The signed-in user's account: read, update, change password, unsubscribe from emails.
import { and, eq, ne } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import {
  confirmEmailChangeRequestSchema,
  localeQuerySchema,
  UNSUBSCRIPTION_REASONS,
  unsubscribeRequestSchema,
  updateMeRequestSchema,
  updatePasswordRequestSchema,
} from '../contract/account.ts'
import { sessions, type UserRow, users } from '../db/schema.ts'
import { requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validationError } from '../http/errors.ts'
import { validateBody, validateFields } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { throttled } from '../services/domain-error.ts'
import { confirmEmailChange, pendingEmail, requestEmailChange } from '../services/email-changes.ts'
import { hashPassword, verifyPassword } from '../services/passwords.ts'
import { sha256 } from '../services/tokens.ts'
import { userResource } from '../services/users.ts'

export const meRoutes = new Hono<ApiBindings>()
  .get('/me', async (c) => c.json({ data: userResource(await requireUser(c)) }))

  .patch('/me', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, updateMeRequestSchema)
    const locale = c.get('locale')
    const services = c.get('services')
    const { db, clock, rateLimiter } = services
    const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null
    if (newEmail !== null) {
      // Whoever holds a session must also know the password to move the account elsewhere.
      if (user.passwordHash !== null) await requireCurrentPassword(c, user, input.current_password)
      const taken = await db.query.users.findFirst({
        where: and(eq(users.email, newEmail), ne(users.id, user.id)),
      })
      if (taken) {
        throw validationError(locale, {
          email: [
            translate(locale, 'validation.unique', {
              attribute: translate(locale, 'attribute.email'),
            }),
          ],
        })
      }
      const { hits, availableIn } = await rateLimiter.hit(`email-change|${user.id}`, 60)
      if (hits > 1) throw throttled(translate(locale, 'passwords.throttled'), availableIn)
    }
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.lang !== undefined && { lang: input.lang }),
      ...(input.marketing_emails !== undefined && { marketingEmails: input.marketing_emails }),
    }
    const [updated = user] = await db
      .update(users)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(users.id, user.id))
      .returning()
    // The address itself changes only once the new one confirms (POST /api/email-change/confirm).
    if (newEmail !== null) await requestEmailChange(services, updated, newEmail, locale)
    return c.json({
      data: { ...userResource(updated), pending_email: await pendingEmail(services, user.id) },
    })
  })

  .post('/email-change/confirm', async (c) => {
    const input = await validateBody(c, confirmEmailChangeRequestSchema)
    const locale = c.get('locale')
    const result = await confirmEmailChange(c.get('services'), input.token)
    if ('error' in result) {
      const message =
        result.error === 'taken'
          ? translate(locale, 'validation.unique', {
              attribute: translate(locale, 'attribute.email'),
            })
          : translate(locale, 'auth.email_change_invalid')
      throw validationError(locale, { token: [message] })
    }
    return c.json({ data: userResource(result.user) })
  })

  .patch('/me/password', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, updatePasswordRequestSchema)
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
    if (user.passwordHash === null && user.emailVerifiedAt === null) {
      // A passwordless account made by typing an address: its owner must show they hold it.
      throw validationError(locale, {
        password: [translate(locale, 'passwords.address_unproven')],
      })
    }
    if (user.passwordHash !== null) await requireCurrentPassword(c, user, input.current_password)
    const { db, clock } = c.get('services')
    const session = c.get('session')
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: clock.now() })
      .where(eq(users.id, user.id))
    // Other devices signed in with the old password are signed out.
    if (session?.id) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(session.id))))
    }
    return c.body(null, 204)
  })

  .post('/me/unsubscribe', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, unsubscribeRequestSchema)
    const { db, clock } = c.get('services')
    const now = clock.now()
    await db
      .update(users)
      .set({
        marketingEmails: false,
        unsubscribedAt: now,
        unsubscriptionReason: input.reason,
        unsubscriptionComment: input.comment ?? null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
    return c.body(null, 204)
  })

  .get('/unsubscription-reason-values', (c) => {
    const { lang } = validateFields(c.get('locale'), localeQuerySchema, {
      lang: c.req.query('lang'),
    })
    const locale = lang ?? c.get('locale')
    return c.json({
      data: UNSUBSCRIPTION_REASONS.map((value) => ({
        value,
        label: translate(locale, `unsubscribe.${value}`),
      })),
    })
  })

/** 422 on `current_password` unless it is the account's password. */
async function requireCurrentPassword(
  c: Context<ApiBindings>,
  user: UserRow,
  current: string | undefined = '',
) {
  if (await verifyPassword(user.passwordHash, current)) return
  const locale = c.get('locale')
  const key = current === '' ? 'validation.required' : 'auth.password_incorrect'
  throw validationError(locale, {
    current_password: [
      translate(locale, key, { attribute: translate(locale, 'attribute.current_password') }),
    ],
  })
}
