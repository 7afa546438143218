// Forgotten passwords: a link by mail, then a new password with its token (services/password-resets.ts).
import { Hono } from 'hono'
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../contract/auth.ts'
import { clientIp } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validateBody } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { resetPassword, sendPasswordResetLink } from '../services/password-resets.ts'

export const passwordResetRoutes = new Hono<ApiBindings>()
  .post('/forgot-password', async (c) => {
    const input = await validateBody(c, forgotPasswordRequestSchema)
    const locale = c.get('locale')
    await sendPasswordResetLink(c.get('services'), { ...input, client: clientIp(c), locale })
    return c.json({ status: translate(locale, 'passwords.sent') })
  })

  .post('/reset-password', async (c) => {
    const input = await validateBody(c, resetPasswordRequestSchema)
    const locale = c.get('locale')
    await resetPassword(c.get('services'), {
      token: input.token,
      email: input.email,
      password: input.password,
      passwordConfirmation: input.password_confirmation,
      captcha: input.captcha,
      client: clientIp(c),
      locale,
    })
    return c.json({ status: translate(locale, 'passwords.reset') })
  })
