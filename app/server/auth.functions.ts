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

/** A fresh human-verification challenge for the browser to solve. */
export const getHumanChallenge = createServerFn({ method: 'GET' }).handler(async () => {
  const challenge = await api().json(
    'GET',
    '/api/captcha/challenge',
    z.record(z.string(), z.unknown()),
  )
  return JSON.stringify(challenge)
})

export const register = createServerFn({ method: 'POST' })
  .validator(registerRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      () => api().empty('POST', '/api/register', { ...data, lang: getLocale() }),
      undefined,
    ),
  )

export const login = createServerFn({ method: 'POST' })
  .validator(loginRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      () => api().empty('POST', '/api/login', { ...data, lang: getLocale() }),
      undefined,
    ),
  )

export const logout = createServerFn({ method: 'POST' }).handler(() =>
  api().empty('POST', '/api/logout'),
)

export const forgotPassword = createServerFn({ method: 'POST' })
  .validator(forgotPasswordRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (
          await api().json('POST', '/api/forgot-password', statusSchema, {
            ...data,
            lang: getLocale(),
          })
        ).status,
      '',
    ),
  )

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(resetPasswordRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (
          await api().json('POST', '/api/reset-password', statusSchema, {
            ...data,
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
  .validator(loginLinkRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (await api().json('POST', '/api/login-link', statusSchema, { ...data, lang: getLocale() }))
          .status,
      '',
    ),
  )
