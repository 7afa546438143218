// Register, sign in, throttling, one-time sign-in links and the "does this email exist" check,
// against the real API and its migrated database; messages in the request's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReferenceUser as User } from '../contract/user.ts'
import { issueLoginToken } from '../services/login-tokens.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'

const PASSWORD = 'correct horse battery'
const MINUTE = 60_000
const FAILED = 'These credentials do not match our records.'
const CAPTCHA_FAILED = 'The human verification failed. Please try again.'
const LOGIN_TOKEN_INVALID = 'This sign-in link is invalid or has expired.'

let api: TestApi

beforeAll(async () => {
  api = await createTestApi()
})

afterAll(async () => {
  await api?.close()
})

let sequence = 0
/** An address no other test uses. */
function uniqueEmail(label: string) {
  sequence += 1
  return `${label}-${sequence}@example.com`
}

type ErrorBody = { message: string; errors?: Record<string, string[]> }

async function errorBody(response: Response): Promise<ErrorBody> {
  return response.json()
}

async function userBody(response: Response): Promise<{ data: User }> {
  return response.json()
}

async function meStatus(browser: TestBrowser) {
  return (await browser.get('/api/me')).status
}

/** GET /api/me as `browser`: the signed-in user (the test fails when there is none). */
async function me(browser: TestBrowser): Promise<User> {
  const response = await browser.get('/api/me')
  expect(response.status).toBe(200)
  return (await userBody(response)).data
}

/** A visitor with a session and XSRF token, ready to write. */
async function visitor(origin?: string) {
  const browser = api.browser(origin)
  await browser.csrf()
  return browser
}

async function signedUp(label: string) {
  const browser = api.browser()
  const email = uniqueEmail(label)
  const response = await browser.register({ email })
  expect(response.status).toBe(204)
  const { id } = await me(browser)
  return { browser, email, id }
}

/** POST /api/register with valid fields and a solved captcha, then `fields` on top. */
async function register(browser: TestBrowser, fields: Record<string, unknown>, headers = {}) {
  return browser.post(
    '/api/register',
    {
      name: 'Ada Lovelace',
      password: PASSWORD,
      captcha: await browser.captcha(),
      ...fields,
    },
    headers,
  )
}

async function exists(email: string) {
  const response = await api.browser().get(`/api/check-user-exists/${encodeURIComponent(email)}`)
  expect(response.status).toBe(200)
  const body: { exists: boolean } = await response.json()
  return body.exists
}

/** Sends `body` verbatim, with the browser's cookies and XSRF token. */
function rawPost(browser: TestBrowser, path: string, body: string, contentType: string) {
  return api.app.request(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      origin: 'http://localhost:3000',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
      'content-type': contentType,
    },
    body,
  })
}

describe('POST /api/register', () => {
  it('creates the account and signs it in', async () => {
    const browser = await visitor()

    const response = await register(browser, {
      name: 'Grace Hopper',
      email: '  Grace.Hopper+Cobol@Example.COM ',
      lang: 'es',
    })

    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    const profile = await browser.get('/api/me')
    expect(profile.status).toBe(200)
    expect(await userBody(profile)).toEqual({
      data: {
        id: expect.any(Number),
        name: 'Grace Hopper',
        email: 'grace.hopper+cobol@example.com',
        has_password: true,
        lang: 'es',
        email_verified_at: null,
        marketing_emails: true,
        created_at: api.clock.now().toISOString(),
      },
    })
    expect(await exists('grace.hopper+cobol@example.com')).toBe(true)
  })

  it('takes the language of the request when the body has none, and marketing_emails', async () => {
    const browser = await visitor()
    const email = uniqueEmail('no-lang')

    const response = await register(
      browser,
      { email, marketing_emails: false },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    )

    expect(response.status).toBe(204)
    const data = await me(browser)
    expect(data.lang).toBe('fr')
    expect(data.marketing_emails).toBe(false)
  })

  it('accepts a password of exactly 8 characters', async () => {
    const browser = await visitor()

    const response = await register(browser, { email: uniqueEmail('eight'), password: '12345678' })

    expect(response.status).toBe(204)
  })

  it('answers 422 with every missing field, in Laravel’s shape', async () => {
    const browser = await visitor()

    const response = await browser.post('/api/register', {})

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        captcha: ['The human verification field is required.'],
      },
    })
    expect(await meStatus(browser)).toBe(401)
  })

  it('sums up two errors as "(and 1 more error)" and one error as itself', async () => {
    const browser = await visitor()

    const two = await browser.post('/api/register', { name: 'Ada', captcha: 'x' })
    const one = await browser.post('/api/register', {
      name: '   ',
      email: uniqueEmail('blank-name'),
      password: PASSWORD,
      captcha: 'x',
    })

    expect(two.status).toBe(422)
    expect((await errorBody(two)).message).toBe('The email field is required. (and 1 more error)')
    expect(one.status).toBe(422)
    expect(await errorBody(one)).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    })
  })

  it('answers 422 to an invalid email', async () => {
    const browser = await visitor()
    const email = 'not-an-email'

    const response = await register(browser, { email })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The email field must be a valid email address.',
      errors: { email: ['The email field must be a valid email address.'] },
    })
  })

  it('answers 422 to a password shorter than 8 characters', async () => {
    const browser = await visitor()
    const email = uniqueEmail('short')

    const response = await register(browser, { email, password: '1234567' })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The password field must be at least 8 characters.',
      errors: { password: ['The password field must be at least 8 characters.'] },
    })
    expect(await exists(email)).toBe(false)
  })

  it('answers 422 when password_confirmation does not match', async () => {
    const browser = await visitor()
    const email = uniqueEmail('mismatch')

    const response = await register(browser, {
      email,
      password_confirmation: `${PASSWORD}!`,
    })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The password field confirmation does not match.',
      errors: { password: ['The password field confirmation does not match.'] },
    })
    expect(await exists(email)).toBe(false)
  })

  it('accepts a matching password_confirmation', async () => {
    const browser = await visitor()

    const response = await register(browser, {
      email: uniqueEmail('confirmed'),
      password_confirmation: PASSWORD,
    })

    expect(response.status).toBe(204)
  })

  it('answers 422 to an email already taken, whatever its capitals', async () => {
    const { email } = await signedUp('taken')
    const browser = await visitor()

    const response = await register(browser, { email: email.toUpperCase(), name: 'Impostor' })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    })
    expect(await meStatus(browser)).toBe(401)
  })

  it('answers 422 without a captcha', async () => {
    const browser = await visitor()
    const email = uniqueEmail('no-captcha')

    const response = await browser.post('/api/register', {
      name: 'Ada',
      email,
      password: PASSWORD,
    })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The human verification field is required.',
      errors: { captcha: ['The human verification field is required.'] },
    })
    expect(await exists(email)).toBe(false)
  })

  it('answers 422 to a failed captcha: garbage, tampered or expired', async () => {
    const browser = await visitor()
    const email = uniqueEmail('bad-captcha')
    const solved = await browser.captcha()
    const payload = JSON.parse(atob(solved))
    payload.solution.counter += 1
    const tampered = btoa(JSON.stringify(payload))
    const expiring = await browser.captcha()
    api.clock.advance(11 * MINUTE)

    for (const captcha of ['not-a-solution', tampered, expiring]) {
      const response = await register(browser, { email, captcha })
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toEqual({
        message: CAPTCHA_FAILED,
        errors: { captcha: [CAPTCHA_FAILED] },
      })
    }
    expect(await exists(email)).toBe(false)
    // With a fresh solution the same fields go through: the failures were the captcha's.
    expect((await register(browser, { email })).status).toBe(204)
  })

  it('refuses a solved captcha the second time', async () => {
    const first = await visitor()
    const second = await visitor()
    const captcha = await first.captcha()
    const email = uniqueEmail('reused')

    const used = await register(first, { email: uniqueEmail('reused-first'), captcha })
    const reused = await register(second, { email, captcha })

    expect(used.status).toBe(204)
    expect(reused.status).toBe(422)
    expect(await errorBody(reused)).toEqual({
      message: CAPTCHA_FAILED,
      errors: { captcha: [CAPTCHA_FAILED] },
    })
    expect(await exists(email)).toBe(false)
  })
})

describe('languages of the messages', () => {
  it('answers in French when the body says lang: fr', async () => {
    const browser = await visitor()

    const response = await browser.post('/api/register', { lang: 'fr' })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'Le champ nom est obligatoire. (et 3 autres erreurs)',
      errors: {
        name: ['Le champ nom est obligatoire.'],
        email: ['Le champ adresse e-mail est obligatoire.'],
        password: ['Le champ mot de passe est obligatoire.'],
        captcha: ['Le champ vérification anti-robot est obligatoire.'],
      },
    })
  })

  it('answers in Italian for Accept-Language: it-IT,it;q=0.9', async () => {
    const browser = await visitor()

    const response = await browser.post(
      '/api/register',
      {},
      { 'accept-language': 'it-IT,it;q=0.9' },
    )

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'Il campo nome è obbligatorio. (e altri 3 errori)',
      errors: {
        name: ['Il campo nome è obbligatorio.'],
        email: ['Il campo e-mail è obbligatorio.'],
        password: ['Il campo password è obbligatorio.'],
        captcha: ['Il campo verifica anti-robot è obbligatorio.'],
      },
    })
  })

  it('prefers the body’s lang to the query’s, and the query’s to Accept-Language', async () => {
    const browser = await visitor()
    const fields = { name: 'Ada', password: PASSWORD, captcha: 'x' }

    const fromBody = await browser.post(
      '/api/register?lang=it',
      { ...fields, lang: 'fr' },
      { 'accept-language': 'es' },
    )
    const fromQuery = await browser.post('/api/register?lang=es', fields, {
      'accept-language': 'it',
    })

    expect((await errorBody(fromBody)).message).toBe('Le champ adresse e-mail est obligatoire.')
    expect((await errorBody(fromQuery)).message).toBe('El campo correo electrónico es obligatorio.')
  })

  it('translates the failed sign-in message', async () => {
    const { email } = await signedUp('failed-fr')
    const browser = await visitor()

    const response = await browser.post('/api/login', {
      email,
      password: 'wrong password',
      captcha: await browser.captcha(),
      lang: 'fr',
    })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'Ces identifiants ne correspondent à aucun compte.',
      errors: { email: ['Ces identifiants ne correspondent à aucun compte.'] },
    })
  })
})

describe('POST /api/login', () => {
  it('signs in with the right password', async () => {
    const { email, id } = await signedUp('login')
    const browser = await visitor()
    expect(await meStatus(browser)).toBe(401)

    const response = await browser.login(email)

    expect(response.status).toBe(204)
    expect(await me(browser)).toMatchObject({ id, email })
  })

  it('signs in whatever the capitals of the email', async () => {
    const { email, id } = await signedUp('login-case')
    const browser = await visitor()

    const response = await browser.login(email.toUpperCase())

    expect(response.status).toBe(204)
    expect((await me(browser)).id).toBe(id)
  })

  it('answers 422 to a wrong password', async () => {
    const { email } = await signedUp('wrong-password')
    const browser = await visitor()

    const response = await browser.login(email, 'incorrect horse battery')

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({ message: FAILED, errors: { email: [FAILED] } })
    expect(await meStatus(browser)).toBe(401)
  })

  it('answers the same 422 to an unknown email', async () => {
    const browser = await visitor()

    const response = await browser.login(uniqueEmail('nobody'))

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({ message: FAILED, errors: { email: [FAILED] } })
    expect(await meStatus(browser)).toBe(401)
  })

  it('answers 422 to a failed captcha, even with the right password', async () => {
    const { email } = await signedUp('login-captcha')
    const browser = await visitor()

    const response = await browser.post('/api/login', {
      email,
      password: PASSWORD,
      captcha: 'not-a-solution',
    })

    expect(response.status).toBe(422)
    expect((await errorBody(response)).errors).toEqual({ captcha: [CAPTCHA_FAILED] })
    expect(await meStatus(browser)).toBe(401)
  })

  it('answers 422 with every missing field', async () => {
    const browser = await visitor()

    const response = await browser.post('/api/login', {})

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The email field is required. (and 2 more errors)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        captcha: ['The human verification field is required.'],
      },
    })
  })
})

describe('login throttling', () => {
  async function failFiveTimes(email: string) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const browser = await visitor()
      const response = await browser.login(email, `wrong password ${attempt}`)
      expect(response.status).toBe(422)
    }
  }

  it('blocks the 6th attempt for a minute, even with the right password', async () => {
    const { email } = await signedUp('throttled')
    await failFiveTimes(email)
    const browser = await visitor()

    const response = await browser.post('/api/login', {
      email,
      password: PASSWORD,
      captcha: await browser.captcha(),
      lang: 'fr',
    })

    expect(response.status).toBe(429)
    const retryAfter = response.headers.get('retry-after') ?? ''
    expect(retryAfter).toMatch(/^\d+$/)
    const seconds = Number(retryAfter)
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(await errorBody(response)).toEqual({
      message: `Trop de tentatives de connexion. Veuillez réessayer dans ${seconds} secondes.`,
    })
    expect(await meStatus(browser)).toBe(401)

    api.clock.advance(61_000)

    expect((await browser.login(email)).status).toBe(204)
    expect(await meStatus(browser)).toBe(200)
  })

  it('says so in English by default, with the seconds left', async () => {
    const { email } = await signedUp('throttled-en')
    await failFiveTimes(email)
    api.clock.advance(15_000)

    const response = await (await visitor()).login(email)

    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('45')
    expect(await errorBody(response)).toEqual({
      message: 'Too many login attempts. Please try again in 45 seconds.',
    })
  })

  it('counts the attempts per email, whatever its capitals', async () => {
    const blocked = await signedUp('blocked')
    const other = await signedUp('not-blocked')
    await failFiveTimes(blocked.email)

    const sameEmail = await (await visitor()).login(blocked.email.toUpperCase())
    const otherEmail = await (await visitor()).login(other.email)

    expect(sameEmail.status).toBe(429)
    expect(otherEmail.status).toBe(204)
  })

  it('starts counting again after a successful sign-in', async () => {
    const { email } = await signedUp('cleared')
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await (await visitor()).login(email, 'wrong password')).status).toBe(422)
    }
    expect((await (await visitor()).login(email)).status).toBe(204)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await (await visitor()).login(email, 'wrong password')).status).toBe(422)
    }

    expect((await (await visitor()).login(email)).status).toBe(204)
  })
})

describe('GET /api/check-user-exists/:email', () => {
  it('tells whether an account uses the email, whatever its capitals', async () => {
    const { email } = await signedUp('exists')

    expect(await exists(email)).toBe(true)
    expect(await exists(email.toUpperCase())).toBe(true)
    expect(await exists(uniqueEmail('missing'))).toBe(false)
  })

  it('answers 422 to a malformed email', async () => {
    api.clock.advance(61_000) // a throttle window of its own
    const response = await api.browser().get('/api/check-user-exists/not-an-email')

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The email field must be a valid email address.',
      errors: { email: ['The email field must be a valid email address.'] },
    })
  })
})

describe('GET /api/check-user-exists/:email is throttled per network address', () => {
  it('refuses the 11th check in a minute with 429 and Retry-After, then answers again', async () => {
    api.clock.advance(61_000) // a throttle window of its own
    const browser = api.browser()
    for (let check = 1; check <= 10; check++) {
      const response = await browser.get(`/api/check-user-exists/${uniqueEmail(`scan${check}`)}`)
      expect(response.status).toBe(200)
    }

    const refused = await browser.get(`/api/check-user-exists/${uniqueEmail('scan11')}`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another browser from the same address gains nothing.
    expect((await api.browser().get(`/api/check-user-exists/${uniqueEmail('other')}`)).status).toBe(
      429,
    )

    api.clock.advance(61_000)
    expect((await browser.get(`/api/check-user-exists/${uniqueEmail('later')}`)).status).toBe(200)
  })
})

describe('POST /api/auto-login', () => {
  it('signs in with a one-time token and answers the user', async () => {
    const { email, id } = await signedUp('auto')
    const token = await issueLoginToken(api.services.db, api.clock, id)
    const browser = await visitor()
    const before = browser.cookies.get('docugen_session')

    const response = await browser.post('/api/auto-login', { login_token: token })

    expect(response.status).toBe(200)
    const body = await userBody(response)
    expect(body.data.email).toBe(email)
    expect(body.data.id).toBe(id)
    expect((await me(browser)).id).toBe(id)
    expect(browser.cookies.get('docugen_session')).not.toBe(before)
  })

  it('refuses the same token twice', async () => {
    const { id } = await signedUp('auto-twice')
    const token = await issueLoginToken(api.services.db, api.clock, id)
    expect((await (await visitor()).post('/api/auto-login', { login_token: token })).status).toBe(
      200,
    )
    const browser = await visitor()

    const response = await browser.post('/api/auto-login', { login_token: token })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: LOGIN_TOKEN_INVALID,
      errors: { login_token: [LOGIN_TOKEN_INVALID] },
    })
    expect(await meStatus(browser)).toBe(401)
  })

  it('accepts a token for 24 hours and refuses it afterwards', async () => {
    const { id } = await signedUp('auto-expiry')
    const fresh = await issueLoginToken(api.services.db, api.clock, id)
    const stale = await issueLoginToken(api.services.db, api.clock, id)

    api.clock.advance(24 * 60 * MINUTE - MINUTE)
    const inTime = await (await visitor()).post('/api/auto-login', { login_token: fresh })
    api.clock.advance(2 * MINUTE)
    const browser = await visitor()
    const late = await browser.post('/api/auto-login', { login_token: stale })

    expect(inTime.status).toBe(200)
    expect(late.status).toBe(422)
    expect((await errorBody(late)).errors).toEqual({ login_token: [LOGIN_TOKEN_INVALID] })
    expect(await meStatus(browser)).toBe(401)
  })

  it('refuses a random token', async () => {
    const browser = await visitor()

    const response = await browser.post('/api/auto-login', {
      login_token: 'dGhpcyBpcyBub3QgYSByZWFsIHRva2VuIGF0IGFsbA',
    })

    expect(response.status).toBe(422)
    expect((await errorBody(response)).errors).toEqual({ login_token: [LOGIN_TOKEN_INVALID] })
    expect(await meStatus(browser)).toBe(401)
  })

  it('answers 422 without a token', async () => {
    const response = await (await visitor()).post('/api/auto-login', {})

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The sign-in link field is required.',
      errors: { login_token: ['The sign-in link field is required.'] },
    })
  })
})

describe('hostile inputs', () => {
  const injection = "' OR 1=1 --"

  it('treats SQL metacharacters as plain text', async () => {
    const { email } = await signedUp('sql')
    const browser = await visitor()

    const badEmail = await browser.post('/api/login', {
      email: injection,
      password: injection,
      captcha: await browser.captcha(),
    })
    const badPassword = await browser.login(email, injection)
    const lookup = await api
      .browser()
      .get(`/api/check-user-exists/${encodeURIComponent(injection)}`)

    expect(badEmail.status).toBe(422)
    expect((await errorBody(badEmail)).errors).toEqual({
      email: ['The email field must be a valid email address.'],
    })
    expect(badPassword.status).toBe(422)
    expect((await errorBody(badPassword)).errors).toEqual({ email: [FAILED] })
    expect(lookup.status).toBe(422)
    expect(await meStatus(browser)).toBe(401)
  })

  it('stores quotes and SQL verbatim', async () => {
    const browser = await visitor()
    const name = "Robert'); DROP TABLE users; --"
    const email = uniqueEmail("o'--")

    const response = await register(browser, { name, email, password: injection })

    expect(response.status).toBe(204)
    expect(await me(browser)).toMatchObject({ name, email })
    expect(await exists(email)).toBe(true)
    expect((await (await visitor()).login(email, injection)).status).toBe(204)
  })

  it('answers 422 to a 10 000-character name', async () => {
    const browser = await visitor()
    const email = uniqueEmail('long-name')

    const response = await register(browser, { email, name: 'a'.repeat(10_000) })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The name field must not be greater than 255 characters.',
      errors: { name: ['The name field must not be greater than 255 characters.'] },
    })
    expect(await exists(email)).toBe(false)
  })

  it('answers 422 to over-long email and password', async () => {
    const browser = await visitor()

    const response = await register(browser, {
      email: `${'a'.repeat(10_000)}@example.com`,
      password: 'p'.repeat(10_000),
    })

    expect(response.status).toBe(422)
    expect(await errorBody(response)).toEqual({
      message: 'The email field must not be greater than 255 characters. (and 1 more error)',
      errors: {
        email: ['The email field must not be greater than 255 characters.'],
        password: ['The password field must not be greater than 255 characters.'],
      },
    })
  })

  it('answers 422 to arrays and objects instead of strings', async () => {
    const browser = await visitor()

    const registerResponse = await browser.post('/api/register', {
      name: ['Ada'],
      email: { $ne: null },
      password: [PASSWORD],
      captcha: { solved: true },
      lang: { en: true },
    })
    const loginResponse = await browser.post('/api/login', {
      email: ['a@example.com'],
      password: { $gt: '' },
      captcha: ['x'],
    })
    const autoLoginResponse = await browser.post('/api/auto-login', { login_token: ['x'] })

    expect(registerResponse.status).toBe(422)
    const registerErrors = (await errorBody(registerResponse)).errors ?? {}
    expect(Object.keys(registerErrors).sort()).toEqual([
      'captcha',
      'email',
      'lang',
      'name',
      'password',
    ])
    expect(registerErrors).toMatchObject({
      lang: ['The selected language is invalid.'],
      name: ['The name field must be a string.'],
      email: ['The email field must be a string.'],
      captcha: ['The human verification field must be a string.'],
    })
    // A one-element array also fails the length rule (zod keeps checking, as Laravel does
    // without `bail`); the type error comes first.
    expect(registerErrors.password?.[0]).toBe('The password field must be a string.')
    expect(loginResponse.status).toBe(422)
    expect((await errorBody(loginResponse)).errors).toEqual({
      email: ['The email field must be a string.'],
      password: ['The password field must be a string.'],
      captcha: ['The human verification field must be a string.'],
    })
    expect(autoLoginResponse.status).toBe(422)
    expect((await errorBody(autoLoginResponse)).errors).toEqual({
      login_token: ['The sign-in link field must be a string.'],
    })
  })

  it('answers 422 to a JSON body that is not an object', async () => {
    const browser = await visitor()

    for (const body of [[], ['a@example.com'], 'a@example.com', 42, null]) {
      const response = await browser.post('/api/login', body)
      expect(response.status).toBe(422)
      expect(Object.keys((await errorBody(response)).errors ?? {})).toEqual([
        'email',
        'password',
        'captcha',
      ])
    }
  })

  it('answers 400 to a body that is not JSON', async () => {
    const browser = await visitor()

    for (const path of ['/api/register', '/api/login', '/api/auto-login']) {
      for (const body of ['{"email": ', "email=' OR 1=1 --", '']) {
        const response = await rawPost(browser, path, body, 'application/json')
        expect(response.status).toBe(400)
        expect(await errorBody(response)).toEqual({
          message: 'The request body could not be read.',
        })
      }
    }
  })

  it('answers 422 to repeated form fields', async () => {
    const browser = await visitor()

    const response = await rawPost(
      browser,
      '/api/login',
      'email=a%40example.com&email=b%40example.com&password=x&password=y&captcha=z',
      'application/x-www-form-urlencoded',
    )

    expect(response.status).toBe(422)
    expect((await errorBody(response)).errors).toMatchObject({
      email: ['The email field must be a string.'],
      password: ['The password field must be a string.'],
    })
  })

  it('ignores __proto__ and unknown fields', async () => {
    const browser = await visitor()
    const email = uniqueEmail('proto')

    const response = await rawPost(
      browser,
      '/api/register',
      JSON.stringify({
        name: 'Ada',
        email,
        password: PASSWORD,
        captcha: await browser.captcha(),
        is_admin: true,
        email_verified_at: '2020-01-01T00:00:00Z',
      }).replace(/^\{/, '{"__proto__":{"lang":"fr","isAdmin":true},'),
      'application/json',
    )

    expect(response.status).toBe(204)
    const fresh = await visitor()
    expect((await fresh.login(email)).status).toBe(204)
    expect(await me(fresh)).toMatchObject({ email, lang: 'en', email_verified_at: null })
  })

  it('never answers 500 to a NUL byte in the name', async () => {
    const browser = await visitor()
    const email = uniqueEmail('nul-name')

    const response = await register(browser, { name: 'Ada\u0000Lovelace', email })

    expect(response.status).not.toBe(500)
    expect([204, 422]).toContain(response.status)
  })

  it('never answers 500 to a lone surrogate in the name', async () => {
    const browser = await visitor()

    const response = await register(browser, {
      name: 'Ada \ud800 Lovelace',
      email: uniqueEmail('surrogate'),
    })

    expect([204, 422]).toContain(response.status)
  })

  it('never answers 500 to a NUL byte in a password or token', async () => {
    const { email } = await signedUp('nul-password')
    const browser = await visitor()

    const login = await browser.login(email, 'correct\u0000horse')
    const autoLogin = await browser.post('/api/auto-login', { login_token: 'abc\u0000def' })

    expect(login.status).toBe(422)
    expect(autoLogin.status).toBe(422)
  })
})
