// Registering and signing in through the services directly, with no HTTP: refusals come out as
// typed domain errors, with the messages and fields the API answers with.
import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en.ts'
import { domainErrorOf } from '../testing/domain-error-of.ts'
import { serviceTestSetup, TEST_CLIENT, TEST_PASSWORD } from '../testing/service-deps.ts'
import { registerAccount } from './accounts.ts'
import { issueLoginToken } from './login-tokens.ts'
import {
  sendLoginLink,
  signInWithLoginToken,
  signInWithPassword,
  throttleAccountLookup,
} from './sign-in.ts'

const PASSWORD = TEST_PASSWORD
const CLIENT = TEST_CLIENT

const fixture = serviceTestSetup()
const setup = () => fixture.setup

const register = fixture.register

async function signIn(email: string, password: string) {
  return signInWithPassword(setup().deps, {
    email,
    password,
    captcha: await setup().captcha(),
    client: CLIENT,
    locale: 'en',
  })
}

describe('registerAccount', () => {
  it('makes an account that signs in with its password', async () => {
    const user = await register()
    expect(user).toMatchObject({ name: 'Grace', lang: 'en', marketingEmails: true })
    await expect(signIn(user.email, PASSWORD)).resolves.toMatchObject({ id: user.id })
  })

  it('refuses an address that has an account', async () => {
    const { email } = await register()
    const error = await domainErrorOf(() => register({ email: email.toUpperCase() }))
    expect(error).toMatchObject({
      code: 'validation',
      fields: { email: ['The email has already been taken.'] },
    })
  })

  it('refuses a confirmation that does not repeat the password', async () => {
    const email = fixture.email('mismatch')
    const error = await domainErrorOf(() => register({ email, passwordConfirmation: 'other' }))
    expect(error).toMatchObject({
      code: 'validation',
      message: 'The password field confirmation does not match.',
      fields: { password: ['The password field confirmation does not match.'] },
    })
    await expect(signIn(email, PASSWORD)).rejects.toMatchObject({ code: 'validation' })
  })

  it('refuses a human check that is not solved', async () => {
    const error = await domainErrorOf(() =>
      registerAccount(setup().deps, {
        name: 'Bot',
        email: 'bot@example.com',
        password: PASSWORD,
        captcha: 'not a solution',
        client: CLIENT,
        locale: 'en',
      }),
    )
    expect(error.fields).toEqual({ captcha: [en['auth.captcha_failed']] })
  })
})

describe('signInWithPassword', () => {
  it('refuses wrong credentials on the email field, then throttles the address and client', async () => {
    const { email } = await register()
    for (let attempt = 0; attempt < 5; attempt++) {
      const error = await domainErrorOf(() => signIn(email, 'wrong password'))
      expect(error).toMatchObject({ code: 'validation', fields: { email: [en['auth.failed']] } })
    }
    const error = await domainErrorOf(() => signIn(email, PASSWORD))
    expect(error).toMatchObject({
      code: 'throttled',
      message: 'Too many login attempts. Please try again in 60 seconds.',
      retryAfterSeconds: 60,
    })
    setup().clock.advance(60_000)
    await expect(signIn(email, PASSWORD)).resolves.toMatchObject({ email })
  })
})

describe('signInWithLoginToken', () => {
  it('signs in once per link, proving the address', async () => {
    const user = await register()
    const token = await issueLoginToken(setup().deps.db, setup().clock, user.id)
    const signedIn = await signInWithLoginToken(setup().deps, { token, locale: 'en' })
    expect(signedIn.id).toBe(user.id)
    expect(signedIn.emailVerifiedAt).not.toBeNull()
    const error = await domainErrorOf(() =>
      signInWithLoginToken(setup().deps, { token, locale: 'en' }),
    )
    expect(error.fields).toEqual({ login_token: [en['auth.login_token_invalid']] })
  })
})

describe('sendLoginLink', () => {
  it('answers a second request for the same address within a minute as throttled', async () => {
    const send = async () =>
      sendLoginLink(setup().deps, {
        email: 'nobody@example.com',
        captcha: await setup().captcha(),
        client: CLIENT,
        locale: 'en',
      })
    await send()
    const error = await domainErrorOf(send)
    expect(error).toMatchObject({ code: 'throttled', message: en['passwords.throttled'] })
  })
})

describe('throttleAccountLookup', () => {
  it('allows ten lookups a minute per client', async () => {
    const lookup = () => throttleAccountLookup(setup().deps, { client: '192.0.2.1', locale: 'en' })
    for (let n = 0; n < 10; n++) await lookup()
    const error = await domainErrorOf(lookup)
    expect(error.code).toBe('throttled')
    await expect(
      throttleAccountLookup(setup().deps, { client: '192.0.2.2', locale: 'en' }),
    ).resolves.toBeUndefined()
  })
})
