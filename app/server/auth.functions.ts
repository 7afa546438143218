// Server functions for signing up, in and out (SPEC §7 "Auth"), under the error catalogue.

import {
  autoLoginRequestSchema,
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
  googleRegisterRequestSchema,
  googleRegisterResponseSchema,
  loginLinkRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@contract/auth'
import { statusSchema } from '@contract/common'
import { userResourceSchema } from '@contract/user'
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getLocale } from '../paraglide/runtime'
import { api } from './api.server'
import { underCatalogue } from './api-errors'
import { env } from './env.server'
import { withHumanCheckField } from './human-check.server'

/** No token comes when no human check is configured: the API then decides alone. */
const humanCheckOptional: { captcha: true } = { captcha: true }

/** The signed-in user, or null (401). Without a session cookie nobody can be signed in. */
export const getMe = createServerFn({ method: 'GET' }).handler(() =>
  getCookie(env.SESSION_COOKIE) === undefined
    ? null
    : underCatalogue(
        'me',
        async () => (await api().json('GET', '/api/me', userResourceSchema)).data,
        null,
      ),
)

/** A fresh human-verification challenge for the browser to solve (ALTCHA only). */
export const getHumanChallenge = createServerFn({ method: 'GET' }).handler(async () => {
  if (env.HUMAN_CHECK.provider !== 'altcha') throw new Error('No ALTCHA challenge to solve')
  const challenge = await api().json(
    'GET',
    '/api/captcha/challenge',
    z.record(z.string(), z.unknown()),
  )
  return JSON.stringify(challenge)
})

/**
 * Posts the credentials, then reads the user with the session just opened, in the same server
 * call: a Sanctum backend answers sign-in and sign-up with 204 and no user.
 */
async function signInWith(
  path: '/api/register' | '/api/login',
  body: Record<string, unknown> & { captcha?: string | undefined },
) {
  const client = api()
  await client.empty('POST', path, { ...withHumanCheckField(body), lang: getLocale() })
  return (await client.json('GET', '/api/me', userResourceSchema)).data
}

/** Creates the account and signs it in: the new user. */
export const register = createServerFn({ method: 'POST' })
  .validator(registerRequestSchema.partial(humanCheckOptional))
  .handler(({ data }) =>
    underCatalogue('credentials', () => signInWith('/api/register', data), null),
  )

/** Signs in: the user. */
export const login = createServerFn({ method: 'POST' })
  .validator(loginRequestSchema.partial(humanCheckOptional))
  .handler(({ data }) => underCatalogue('credentials', () => signInWith('/api/login', data), null))

export const logout = createServerFn({ method: 'POST' }).handler(() =>
  api().empty('POST', '/api/logout'),
)

export const forgotPassword = createServerFn({ method: 'POST' })
  .validator(forgotPasswordRequestSchema.partial(humanCheckOptional))
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (
          await api().json('POST', '/api/forgot-password', statusSchema, {
            ...withHumanCheckField(data),
            lang: getLocale(),
          })
        ).status,
      '',
    ),
  )

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(resetPasswordRequestSchema.partial(humanCheckOptional))
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (
          await api().json('POST', '/api/reset-password', statusSchema, {
            ...withHumanCheckField(data),
            lang: getLocale(),
          })
        ).status,
      '',
    ),
  )

/** `?login_token=`: signs the visitor in; false when the link is invalid or used. */
export const autoLogin = createServerFn({ method: 'POST' })
  .validator(autoLoginRequestSchema)
  .handler(async ({ data }) => {
    try {
      await api().json('POST', '/api/auto-login', userResourceSchema, data)
      return true
    } catch {
      return false
    }
  })

export const googleLogin = createServerFn({ method: 'POST' })
  .validator(googleLoginRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'social',
      async () =>
        (
          await api().json('POST', '/api/google-login', userResourceSchema, {
            ...data,
            lang: getLocale(),
          })
        ).data,
      null,
    ),
  )

export const googleRegister = createServerFn({ method: 'POST' })
  .validator(googleRegisterRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'social',
      () =>
        api().json('POST', '/api/google-register', googleRegisterResponseSchema, {
          ...data,
          lang: getLocale(),
        }),
      null,
    ),
  )

/** Mails a one-time sign-in link: how accounts made without a password sign in. */
export const requestLoginLink = createServerFn({ method: 'POST' })
  .validator(loginLinkRequestSchema.partial(humanCheckOptional))
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (
          await api().json('POST', '/api/login-link', statusSchema, {
            ...withHumanCheckField(data),
            lang: getLocale(),
          })
        ).status,
      '',
    ),
  )
