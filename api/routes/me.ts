// The signed-in user's account: read, update, change password, unsubscribe from emails.
import { and, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  localeQuerySchema,
  UNSUBSCRIPTION_REASONS,
  unsubscribeRequestSchema,
  updateMeRequestSchema,
  updatePasswordRequestSchema,
} from '../contract/account.ts'
import { sessions, users } from '../db/schema.ts'
import { requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validationError } from '../http/errors.ts'
import { validateBody, validateFields } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { hashPassword, verifyPassword } from '../services/passwords.ts'
import { sha256 } from '../services/tokens.ts'
import { userResource } from '../services/users.ts'

export const meRoutes = new Hono<ApiBindings>()
  .get('/me', async (c) => c.json({ data: userResource(await requireUser(c)) }))

  .patch('/me', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, updateMeRequestSchema)
    const locale = c.get('locale')
    const { db, clock } = c.get('services')
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.lang !== undefined && { lang: input.lang }),
      ...(input.marketing_emails !== undefined && { marketingEmails: input.marketing_emails }),
      ...(input.email !== undefined &&
        input.email !== user.email && { email: input.email, emailVerifiedAt: null }),
    }
    if ('email' in changes) {
      const taken = await db.query.users.findFirst({
        where: and(eq(users.email, input.email ?? ''), ne(users.id, user.id)),
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
    }
    const [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(users.id, user.id))
      .returning()
    return c.json({ data: userResource(updated ?? user) })
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
    if (user.passwordHash !== null) {
      const current = input.current_password ?? ''
      if (!(await verifyPassword(user.passwordHash, current))) {
        const key = current === '' ? 'validation.required' : 'auth.password_incorrect'
        throw validationError(locale, {
          current_password: [
            translate(locale, key, { attribute: translate(locale, 'attribute.current_password') }),
          ],
        })
      }
    }
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
