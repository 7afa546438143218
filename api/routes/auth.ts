// Register, sign in and out, one-time sign-in links, and the "does this email exist" check.
import { Hono } from 'hono'
import { z } from 'zod'
import {
  autoLoginRequestSchema,
  loginLinkRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../contract/auth.ts'
import { emailSchema } from '../contract/common.ts'
import { clientIp, signIn } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { unauthenticated } from '../http/errors.ts'
import { destroySession, requireSession } from '../http/session.ts'
import { validateBody, validateFields } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { registerAccount } from '../services/accounts.ts'
import { requirePasswordConfirmed } from '../services/passwords.ts'
import {
  accountExists,
  sendLoginLink,
  signInWithLoginToken,
  signInWithPassword,
  throttleAccountLookup,
} from '../services/sign-in.ts'
import { userResource } from '../services/users.ts'

const emailRecord = z.object({ email: emailSchema })

export const authRoutes = new Hono<ApiBindings>()
  .post('/register', async (c) => {
    const input = await validateBody(c, registerRequestSchema)
    const locale = c.get('locale')
    // Refused with the rest of the input, before a missing session (registerAccount checks too).
    requirePasswordConfirmed(locale, input.password, input.password_confirmation)
    requireSession(c)
    const user = await registerAccount(c.get('services'), {
      name: input.name,
      email: input.email,
      password: input.password,
      passwordConfirmation: input.password_confirmation,
      lang: input.lang,
      marketingEmails: input.marketing_emails,
      captcha: input.captcha,
      client: clientIp(c),
      locale,
    })
    await signIn(c, user.id)
    return c.body(null, 204)
  })

  .post('/login', async (c) => {
    const input = await validateBody(c, loginRequestSchema)
    requireSession(c)
    const user = await signInWithPassword(c.get('services'), {
      email: input.email,
      password: input.password,
      captcha: input.captcha,
      client: clientIp(c),
      locale: c.get('locale'),
    })
    await signIn(c, user.id)
    return c.body(null, 204)
  })

  .post('/logout', async (c) => {
    const session = requireSession(c)
    if (!session.userId) throw unauthenticated(c.get('locale'))
    await destroySession(c, session)
    return c.body(null, 204)
  })

  .post('/auto-login', async (c) => {
    const input = await validateBody(c, autoLoginRequestSchema)
    requireSession(c)
    const user = await signInWithLoginToken(c.get('services'), {
      token: input.login_token,
      locale: c.get('locale'),
    })
    await signIn(c, user.id)
    return c.json({ data: userResource(user) })
  })

  .post('/login-link', async (c) => {
    const input = await validateBody(c, loginLinkRequestSchema)
    const locale = c.get('locale')
    await sendLoginLink(c.get('services'), { ...input, client: clientIp(c), locale })
    return c.json({ status: translate(locale, 'login_link.sent') })
  })

  .get('/check-user-exists/:email', async (c) => {
    const locale = c.get('locale')
    const services = c.get('services')
    // Counted before the address is read: malformed lookups are throttled too.
    await throttleAccountLookup(services, { client: clientIp(c), locale })
    const { email } = validateFields(locale, emailRecord, { email: c.req.param('email') })
    return c.json({ exists: await accountExists(services, email) })
  })
