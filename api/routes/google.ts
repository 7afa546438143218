// Google sign-in and sign-up: the browser's ID token is verified, and accounts are keyed by `sub`.
import { Hono } from 'hono'
import { googleLoginRequestSchema, googleRegisterRequestSchema } from '../contract/auth.ts'
import { signIn } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { requireSession } from '../http/session.ts'
import { validateBody } from '../http/validate.ts'
import { findGoogleAccount, registerGoogleAccount } from '../services/google-accounts.ts'
import { userResource } from '../services/users.ts'

export const googleRoutes = new Hono<ApiBindings>()
  .post('/google-login', async (c) => {
    const input = await validateBody(c, googleLoginRequestSchema)
    requireSession(c)
    const user = await findGoogleAccount(c.get('services'), {
      credential: input.credential,
      locale: c.get('locale'),
    })
    await signIn(c, user.id)
    return c.json({ data: userResource(user) })
  })

  .post('/google-register', async (c) => {
    const input = await validateBody(c, googleRegisterRequestSchema)
    requireSession(c)
    const { user, alreadyRegistered } = await registerGoogleAccount(c.get('services'), {
      credential: input.credential,
      name: input.name,
      lang: input.lang,
      marketingEmails: input.marketing_emails,
      acceptExisting: input.should_auto_login_when_already_registered === true,
      locale: c.get('locale'),
    })
    await signIn(c, user.id)
    if (alreadyRegistered) return c.json({ data: userResource(user), already_registered: true })
    return c.json({ data: userResource(user), already_registered: false }, 201)
  })
