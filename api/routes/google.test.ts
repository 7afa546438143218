// Google sign-up and sign-in against a local key set: tokens are signed here as Google would.
import { createServer, type Server } from 'node:http'
import { eq } from 'drizzle-orm'
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReferenceUser as User } from '../contract/user.ts'
import { users } from '../db/schema.ts'
import { SESSION_COOKIE } from '../http/session.ts'
import { en } from '../i18n/en.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'

const CLIENT_ID = 'docugen-test.apps.googleusercontent.com'
const KID = 'google-test-key'
const HOUR = 3600

let jwksServer: Server
let jwksUrl: string
let privateKey: CryptoKey
let api: TestApi

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  privateKey = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  jwksServer = createServer((request, response) => {
    if (request.url === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ keys: [jwk] }))
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const address = jwksServer.address()
  if (!address || typeof address === 'string') throw new Error('JWKS server has no port')
  jwksUrl = `http://127.0.0.1:${address.port}/jwks`
  api = await createTestApi({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl })
})

afterAll(async () => {
  await api?.close()
  await new Promise<void>((resolve, reject) =>
    jwksServer.close((error) => (error ? reject(error) : resolve())),
  )
})

let sequence = 0
/** A Google account: its stable id and its address. */
function googleAccount(label: string) {
  sequence++
  return { sub: `10${String(sequence).padStart(19, '0')}`, email: `${label}.${sequence}@gmail.com` }
}

function claims(account: { sub: string; email: string }, extra: JWTPayload = {}): JWTPayload {
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: account.sub,
    email: account.email,
    email_verified: true,
    name: 'Ada Lovelace',
    ...extra,
  }
}

/** An ID token signed at the time of `clock` (the API's own fake clock). */
function sign(
  payload: JWTPayload,
  options: { key?: CryptoKey; iat?: number; exp?: number; clock?: TestApi['clock'] } = {},
) {
  const now = Math.floor((options.clock ?? api.clock).now().getTime() / 1000)
  const iat = options.iat ?? now
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + HOUR)
    .sign(options.key ?? privateKey)
}

async function visitor(target: TestApi = api) {
  const browser = target.browser()
  await browser.csrf()
  return browser
}

function googleRegister(browser: TestBrowser, credential: string, extra = {}) {
  return browser.post('/api/google-register', { credential, ...extra })
}

function googleLogin(browser: TestBrowser, credential: string) {
  return browser.post('/api/google-login', { credential })
}

async function me(browser: TestBrowser) {
  const response = await browser.get('/api/me')
  const body: { data?: User } = response.status === 200 ? await response.json() : {}
  return { status: response.status, user: body.data }
}

async function usersWithEmail(email: string) {
  return api.services.db.select().from(users).where(eq(users.email, email.toLowerCase()))
}

/** Registers a Google account and returns it with its user. */
async function registered(label: string) {
  const account = googleAccount(label)
  const response = await googleRegister(await visitor(), await sign(claims(account)))
  expect(response.status).toBe(201)
  const body: { data: User } = await response.json()
  return { ...account, user: body.data }
}

describe('POST /api/google-register', () => {
  it('creates a password-less account from a valid token and signs it in on a new session', async () => {
    const account = googleAccount('newcomer')
    const browser = await visitor()
    const before = browser.cookies.get(SESSION_COOKIE)
    expect(before).toBeTruthy()
    const now = api.clock.now().toISOString()

    const response = await googleRegister(browser, await sign(claims(account)))
    expect(response.status).toBe(201)
    const body: { data: User; already_registered: boolean } = await response.json()
    expect(body.already_registered).toBe(false)
    expect(body.data).toMatchObject({
      name: 'Ada Lovelace',
      email: account.email,
      has_password: false,
      email_verified_at: now,
      marketing_emails: true,
      lang: 'en',
    })

    const after = browser.cookies.get(SESSION_COOKIE)
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    const session = await me(browser)
    expect(session.status).toBe(200)
    expect(session.user).toEqual(body.data)

    const [row] = await usersWithEmail(account.email)
    expect(row?.googleSub).toBe(account.sub)
    expect(row?.passwordHash).toBeNull()
  })

  it('honours the name, lang and marketing_emails of the request', async () => {
    const account = googleAccount('chooser')
    const response = await googleRegister(await visitor(), await sign(claims(account)), {
      name: 'Countess of Lovelace',
      lang: 'fr',
      marketing_emails: false,
    })
    expect(response.status).toBe(201)
    const body: { data: User } = await response.json()
    expect(body.data).toMatchObject({
      name: 'Countess of Lovelace',
      lang: 'fr',
      marketing_emails: false,
      email: account.email,
    })
  })

  it('answers 409 for a Google account that is already registered, and creates nothing', async () => {
    const account = await registered('twice')
    const browser = await visitor()
    const response = await googleRegister(browser, await sign(claims(account)))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: en['auth.google_already_registered'] })
    expect(await usersWithEmail(account.email)).toHaveLength(1)
    expect((await me(browser)).status).toBe(401)
  })

  it('signs in instead with should_auto_login_when_already_registered', async () => {
    const account = await registered('auto-login')
    const browser = await visitor()
    const response = await googleRegister(browser, await sign(claims(account)), {
      should_auto_login_when_already_registered: true,
    })
    expect(response.status).toBe(200)
    const body: { data: User; already_registered: boolean } = await response.json()
    expect(body.already_registered).toBe(true)
    expect(body.data).toEqual(account.user)
    const session = await me(browser)
    expect(session.status).toBe(200)
    expect(session.user?.id).toBe(account.user.id)
    expect(await usersWithEmail(account.email)).toHaveLength(1)
  })

  it('refuses a token whose email Google has not verified', async () => {
    const account = googleAccount('unverified')
    const browser = await visitor()
    const response = await googleRegister(
      browser,
      await sign(claims(account, { email_verified: false })),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: en['auth.google_email_unverified'],
      errors: { credential: [en['auth.google_email_unverified']] },
    })
    expect(await usersWithEmail(account.email)).toHaveLength(0)
    expect((await me(browser)).status).toBe(401)
  })

  it('answers 409 when the Google address belongs to a password account, which stays unlinked', async () => {
    const account = googleAccount('has-password')
    const owner = api.browser()
    expect((await owner.register({ email: account.email })).status).toBe(204)

    const browser = await visitor()
    const response = await googleRegister(
      browser,
      await sign(claims({ ...account, email: account.email.toUpperCase() })),
    )
    expect(response.status).toBe(409)
    const body: { message: string } = await response.json()
    expect(body.message).toBe(en['validation.unique'].replace(':attribute', en['attribute.email']))
    expect((await me(browser)).status).toBe(401)

    const rows = await usersWithEmail(account.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.googleSub).toBeNull()
    expect(rows[0]?.passwordHash).not.toBeNull()
    // The Google account did not take the password account over.
    expect((await googleLogin(await visitor(), await sign(claims(account)))).status).toBe(422)
  })
})

describe('POST /api/google-login', () => {
  it('signs a registered Google account in on a new session and returns it', async () => {
    const account = await registered('returning')
    const browser = await visitor()
    const before = browser.cookies.get(SESSION_COOKIE)
    expect(before).toBeTruthy()
    expect((await me(browser)).status).toBe(401)

    const response = await googleLogin(browser, await sign(claims(account)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: account.user })

    const after = browser.cookies.get(SESSION_COOKIE)
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    const session = await me(browser)
    expect(session.status).toBe(200)
    expect(session.user?.id).toBe(account.user.id)
  })

  it('keys accounts by sub: a changed address still signs in to the same account', async () => {
    const account = await registered('renamed')
    const response = await googleLogin(
      await visitor(),
      await sign(claims({ ...account, email: `changed.${account.email}` })),
    )
    expect(response.status).toBe(200)
    const body: { data: User } = await response.json()
    expect(body.data.id).toBe(account.user.id)
    expect(body.data.email).toBe(account.email)
  })

  it('answers 422 for a Google account that is not registered, without signing in', async () => {
    const account = googleAccount('stranger')
    const browser = await visitor()
    const response = await googleLogin(browser, await sign(claims(account)))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: en['auth.google_not_registered'],
      errors: { credential: [en['auth.google_not_registered']] },
    })
    expect((await me(browser)).status).toBe(401)
    expect(await usersWithEmail(account.email)).toHaveLength(0)
  })
})

describe('invalid tokens', () => {
  const nowSeconds = () => Math.floor(api.clock.now().getTime() / 1000)
  const cases: Array<{
    name: string
    token: (account: { sub: string; email: string }) => Promise<string>
  }> = [
    {
      name: 'another audience',
      token: (account) => sign(claims(account, { aud: 'someone-else.apps.googleusercontent.com' })),
    },
    {
      name: 'another issuer',
      token: (account) => sign(claims(account, { iss: 'https://evil.example.com' })),
    },
    {
      name: 'an expired token',
      token: (account) =>
        sign(claims(account), { iat: nowSeconds() - 2 * HOUR, exp: nowSeconds() - HOUR }),
    },
    {
      name: 'a signature by another key',
      token: async (account) => {
        const other = await generateKeyPair('RS256', { extractable: true })
        return sign(claims(account), { key: other.privateKey })
      },
    },
  ]

  it.each(cases)('google-register refuses $name with 401', async ({ token }) => {
    const account = googleAccount('forged-register')
    const browser = await visitor()
    const response = await googleRegister(browser, await token(account))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: en['auth.google_invalid'] })
    expect(await usersWithEmail(account.email)).toHaveLength(0)
    expect((await me(browser)).status).toBe(401)
  })

  it.each(cases)('google-login refuses $name with 401', async ({ token }) => {
    // A registered account: only the token's fault can keep it out.
    const account = await registered('forged-login')
    const browser = await visitor()
    const response = await googleLogin(browser, await token(account))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: en['auth.google_invalid'] })
    expect((await me(browser)).status).toBe(401)
  })

  it('accepts the same account with a well-formed token (control)', async () => {
    const account = await registered('control')
    expect((await googleLogin(await visitor(), await sign(claims(account)))).status).toBe(200)
  })
})

describe('Google switched on', () => {
  it('is reported by /api/health', async () => {
    const response = await api.browser().get('/api/health')
    const body: { google_sign_in: { enabled: boolean } } = await response.json()
    expect(body.google_sign_in).toEqual({ enabled: true })
  })
})

describe('Google switched off (no GOOGLE_CLIENT_ID)', () => {
  let disabled: TestApi

  beforeAll(async () => {
    disabled = await createTestApi({ GOOGLE_JWKS_URL: jwksUrl })
  })

  afterAll(async () => {
    await disabled?.close()
  })

  it('is reported by /api/health', async () => {
    const response = await disabled.browser().get('/api/health')
    const body: { google_sign_in: { enabled: boolean } } = await response.json()
    expect(body.google_sign_in).toEqual({ enabled: false })
  })

  it.each(['/api/google-login', '/api/google-register'])(
    '%s answers 400 even to a well-signed token',
    async (path) => {
      const browser = await visitor(disabled)
      const credential = await sign(claims(googleAccount('disabled')), { clock: disabled.clock })
      const response = await browser.post(path, { credential })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: en['auth.google_unavailable'] })
      expect((await me(browser)).status).toBe(401)
    },
  )
})
