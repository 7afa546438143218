// Google sign-in and sign-up: the browser's ID token is verified, and accounts are keyed by `sub`.

import type { Context } from 'hono'
import { Hono } from 'hono'
import { googleLoginRequestSchema, googleRegisterRequestSchema } from '../contract/auth.ts'
import { signIn } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import { requireSession } from '../http/session.ts'
import { validateBody } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { InvalidGoogleTokenError } from '../services/google-id-token.ts'
import { createUser, findUserByGoogleSub, userResource } from '../services/users.ts'

async function googleIdentity(c: Context<ApiBindings>, credential: string) {
  const locale = c.get('locale')
  const { google } = c.get('services')
  if (!google.enabled)
    throw new HttpError(400, { message: translate(locale, 'auth.google_unavailable') })
  try {
    return await google.verify(credential)
  } catch (error) {
    if (!(error instanceof InvalidGoogleTokenError)) throw error
    throw new HttpError(401, { message: translate(locale, 'auth.google_invalid') })
  }
}

export const googleRoutes = new Hono<ApiBindings>()
  .post('/google-login', async (c) => {
    const input = await validateBody(c, googleLoginRequestSchema)
    requireSession(c)
    const identity = await googleIdentity(c, input.credential)
    const user = await findUserByGoogleSub(c.get('services').db, identity.sub)
    if (!user) {
      throw new HttpError(422, {
        message: translate(c.get('locale'), 'auth.google_not_registered'),
        errors: { credential: [translate(c.get('locale'), 'auth.google_not_registered')] },
      })
    }
    await signIn(c, user.id)
    return c.json({ data: userResource(user) })
  })

  .post('/google-register', async (c) => {
    const input = await validateBody(c, googleRegisterRequestSchema)
    const locale = c.get('locale')
    requireSession(c)
    const identity = await googleIdentity(c, input.credential)
    const { db, clock } = c.get('services')

    const existing = await findUserByGoogleSub(db, identity.sub)
    if (existing) {
      if (!input.should_auto_login_when_already_registered) {
        throw new HttpError(409, { message: translate(locale, 'auth.google_already_registered') })
      }
      await signIn(c, existing.id)
      return c.json({ data: userResource(existing), already_registered: true })
    }
    if (!identity.emailVerified) {
      throw new HttpError(422, {
        message: translate(locale, 'auth.google_email_unverified'),
        errors: { credential: [translate(locale, 'auth.google_email_unverified')] },
      })
    }
    const now = clock.now()
    const user = await createUser(
      db,
      {
        name: input.name ?? identity.name,
        email: identity.email,
        passwordHash: null,
        googleSub: identity.sub,
        emailVerifiedAt: now,
        lang: input.lang ?? locale,
        marketingEmails: input.marketing_emails ?? true,
      },
      now,
    )
    if (!user) {
      // The address already has an account (made with a password): it must sign in that way.
      throw new HttpError(409, {
        message: translate(locale, 'validation.unique', {
          attribute: translate(locale, 'attribute.email'),
        }),
      })
    }
    await signIn(c, user.id)
    return c.json({ data: userResource(user), already_registered: false }, 201)
  })
