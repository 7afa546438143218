// The signed-in user's account: read, update, change password, unsubscribe from emails.
import { Hono } from 'hono'
import {
  confirmEmailChangeRequestSchema,
  localeQuerySchema,
  UNSUBSCRIPTION_REASONS,
  unsubscribeRequestSchema,
  updateMeRequestSchema,
  updatePasswordRequestSchema,
} from '../contract/account.ts'
import { requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validateBody, validateFields } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { changePassword, unsubscribe, updateAccount } from '../services/accounts.ts'
import { confirmEmailChange } from '../services/email-changes.ts'
import { userResource } from '../services/users.ts'

export const meRoutes = new Hono<ApiBindings>()
  .get('/me', async (c) => c.json({ data: userResource(await requireUser(c)) }))

  .patch('/me', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, updateMeRequestSchema)
    const updated = await updateAccount(c.get('services'), user, {
      name: input.name,
      email: input.email,
      currentPassword: input.current_password,
      lang: input.lang,
      marketingEmails: input.marketing_emails,
      locale: c.get('locale'),
    })
    return c.json({ data: { ...userResource(updated.user), pending_email: updated.pendingEmail } })
  })

  .post('/email-change/confirm', async (c) => {
    const input = await validateBody(c, confirmEmailChangeRequestSchema)
    const user = await confirmEmailChange(c.get('services'), {
      token: input.token,
      locale: c.get('locale'),
    })
    return c.json({ data: userResource(user) })
  })

  .patch('/me/password', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, updatePasswordRequestSchema)
    await changePassword(c.get('services'), user, {
      currentPassword: input.current_password,
      password: input.password,
      passwordConfirmation: input.password_confirmation,
      keepSessionId: c.get('session')?.id,
      locale: c.get('locale'),
    })
    return c.body(null, 204)
  })

  .post('/me/unsubscribe', async (c) => {
    const user = await requireUser(c)
    const input = await validateBody(c, unsubscribeRequestSchema)
    await unsubscribe(c.get('services'), user, input)
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
