// Register, sign in and out, one-time sign-in links, and the "does this email exist" check.
import { and, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  autoLoginRequestSchema,
  loginLinkRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '../contract/auth.ts'
import { emailSchema } from '../contract/common.ts'
import { loginTokens } from '../db/schema.ts'
import { clientIp, requireHuman, signIn } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { HttpError, validationError } from '../http/errors.ts'
import { destroySession, requireSession } from '../http/session.ts'
import { validateBody, validateFields } from '../http/validate.ts'
import { isApiLocale, translate } from '../i18n/translate.ts'
import { proveAddress } from '../services/address-proof.ts'
import { throttled } from '../services/domain-error.ts'
import { mailLoginLink } from '../services/login-tokens.ts'
import { hashPassword, verifyPassword } from '../services/passwords.ts'
import { sha256 } from '../services/tokens.ts'
import { createUser, findUserByEmail, findUserById, userResource } from '../services/users.ts'

const LOGIN_MAX_ATTEMPTS = 5
const LOGIN_DECAY_SECONDS = 60
const CHECK_USER_EXISTS_PER_MINUTE = 10

export const authRoutes = new Hono<ApiBindings>()
  .post('/register', async (c) => {
    const input = await validateBody(c, registerRequestSchema)
    const locale = c.get('locale')
    if (
      input.password_confirmation !== undefined &&
      input.password_confirmation !== input.password
    ) {
      throw validationError(locale, {
        password: [
          translate(locale, 'validation.confirmed', {
            attribute: translate(locale, 'attribute.password'),
          }),
        ],
      })
    }
    requireSession(c)
    await requireHuman(c, input.captcha)
    const { db, clock } = c.get('services')
    const user = await createUser(
      db,
      {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        lang: input.lang ?? locale,
        marketingEmails: input.marketing_emails ?? true,
      },
      clock.now(),
    )
    if (!user) {
      throw validationError(locale, {
        email: [
          translate(locale, 'validation.unique', {
            attribute: translate(locale, 'attribute.email'),
          }),
        ],
      })
    }
    await signIn(c, user.id)
    return c.body(null, 204)
  })

  .post('/login', async (c) => {
    const input = await validateBody(c, loginRequestSchema)
    const locale = c.get('locale')
    requireSession(c)
    const { db, rateLimiter } = c.get('services')
    const throttleKey = `login|${input.email}|${clientIp(c)}`
    const blockedFor = await rateLimiter.blockedFor(throttleKey, LOGIN_MAX_ATTEMPTS)
    if (blockedFor !== null) {
      throw throttled(translate(locale, 'auth.throttle', { seconds: blockedFor }), blockedFor)
    }
    await requireHuman(c, input.captcha)
    const user = await findUserByEmail(db, input.email)
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password)
    if (!user || !valid) {
      await rateLimiter.hit(throttleKey, LOGIN_DECAY_SECONDS)
      throw validationError(locale, { email: [translate(locale, 'auth.failed')] })
    }
    await rateLimiter.clear(throttleKey)
    await signIn(c, user.id)
    return c.body(null, 204)
  })

  .post('/logout', async (c) => {
    const session = requireSession(c)
    if (!session.userId)
      throw new HttpError(401, { message: translate(c.get('locale'), 'auth.unauthenticated') })
    await destroySession(c, session)
    return c.body(null, 204)
  })

  .post('/auto-login', async (c) => {
    const input = await validateBody(c, autoLoginRequestSchema)
    const locale = c.get('locale')
    requireSession(c)
    const { db, clock } = c.get('services')
    const now = clock.now()
    // Spending the token and reading it are one statement: a link works exactly once.
    const [spent] = await db
      .update(loginTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginTokens.tokenHash, sha256(input.login_token)),
          isNull(loginTokens.usedAt),
          gt(loginTokens.expiresAt, now),
        ),
      )
      .returning()
    const found = spent ? await findUserById(db, spent.userId) : undefined
    if (!found) {
      throw validationError(locale, {
        login_token: [translate(locale, 'auth.login_token_invalid')],
      })
    }
    // The link proves the address: the first time, it ends what anyone else set up before.
    const user = await proveAddress(db, found, now)
    await signIn(c, user.id)
    return c.json({ data: userResource(user) })
  })

  .post('/login-link', async (c) => {
    const input = await validateBody(c, loginLinkRequestSchema)
    const locale = c.get('locale')
    await requireHuman(c, input.captcha)
    const services = c.get('services')
    // Same answer and the same throttle whether or not the address has an account.
    const { hits, availableIn } = await services.rateLimiter.hit(`login-link|${input.email}`, 60)
    if (hits > 1) throw throttled(translate(locale, 'passwords.throttled'), availableIn)
    const user = await findUserByEmail(services.db, input.email)
    if (user) {
      const mailLocale = input.lang ?? (isApiLocale(user.lang) ? user.lang : locale)
      await mailLoginLink(services, user, mailLocale)
    }
    return c.json({ status: translate(locale, 'login_link.sent') })
  })

  .get('/check-user-exists/:email', async (c) => {
    const locale = c.get('locale')
    // Each answer tells whether an address has an account: a few per visitor, not a scan.
    const { hits, availableIn } = await c
      .get('services')
      .rateLimiter.hit(`check-user-exists|${clientIp(c)}`, 60)
    if (hits > CHECK_USER_EXISTS_PER_MINUTE) {
      throw throttled(
        translate(locale, 'http.too_many_requests', { seconds: availableIn }),
        availableIn,
      )
    }
    const { email } = validateFields(locale, emailRecord, { email: c.req.param('email') })
    const user = await findUserByEmail(c.get('services').db, email)
    return c.json({ exists: user !== undefined })
  })

const emailRecord = z.object({ email: emailSchema })
