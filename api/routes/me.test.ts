// The signed-in user's own account: read, update, password, unsubscribe, and hostile input.
import { createServer, type Server } from 'node:http'
import { eq } from 'drizzle-orm'
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { UNSUBSCRIPTION_REASONS } from '../contract/account.ts'
import type { ReferenceUser as User } from '../contract/user.ts'
import { mailOutbox, users } from '../db/schema.ts'
import { en, type Messages } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'

const PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'staple battery horse'
const CLIENT_ID = 'docugen-me-test.apps.googleusercontent.com'
const KID = 'me-test-key'

let jwksServer: Server
let privateKey: CryptoKey
let api: TestApi

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  privateKey = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const address = jwksServer.address()
  if (!address || typeof address === 'string') throw new Error('JWKS server has no port')
  api = await createTestApi({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${address.port}/jwks`,
  })
})

afterAll(async () => {
  await api?.close()
  await new Promise<void>((resolve, reject) =>
    jwksServer.close((error) => (error ? reject(error) : resolve())),
  )
})

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${++sequence}@example.com`

type ErrorBody = { message: string; errors: Record<string, string[]> }

/** A new account with the default password, signed in in its own browser. */
async function signedIn(label: string, fields: { lang?: string } = {}) {
  const email = uniqueEmail(label)
  const browser = api.browser()
  expect((await browser.register({ email, ...fields })).status).toBe(204)
  return { email, browser }
}

/** A visitor with a session and an XSRF token, signed in to nothing. */
async function signedOut() {
  const browser = api.browser()
  await browser.csrf()
  return browser
}

/** An account made through Google: it has no password. */
async function googleOnly(label: string) {
  sequence++
  const email = `${label}.${sequence}@gmail.com`
  const iat = Math.floor(api.clock.now().getTime() / 1000)
  const credential = await new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-${sequence}`,
    email,
    email_verified: true,
    name: 'Grace Hopper',
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(privateKey)
  const browser = await signedOut()
  const response = await browser.post('/api/google-register', { credential })
  expect(response.status).toBe(201)
  return { email, browser }
}

async function me(browser: TestBrowser) {
  const response = await browser.get('/api/me')
  expect(response.status).toBe(200)
  const body: { data: User } = await response.json()
  return body.data
}

async function canLogIn(email: string, password: string) {
  const response = await api.browser().login(email, password)
  expect([204, 422]).toContain(response.status)
  return response.status === 204
}

const message = (text: string, params: Record<string, string>) =>
  Object.entries(params).reduce((result, [name, value]) => result.replace(`:${name}`, value), text)

describe('GET /api/me', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const withSession = await signedOut()
    const response = await withSession.get('/api/me')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: en['auth.unauthenticated'] })
    expect((await api.browser().get('/api/me')).status).toBe(401)
    // A request from no app page (no Origin, no Referer) has no session at all.
    expect((await api.browser('').get('/api/me')).status).toBe(401)
  })

  it('returns the signed-in user', async () => {
    const { email, browser } = await signedIn('reader')
    const user = await me(browser)
    expect(user).toMatchObject({ email, name: 'Ada Lovelace', has_password: true, lang: 'en' })
  })
})

describe('PATCH /api/me', () => {
  it('updates name, lang and marketing_emails and returns the user as {data}', async () => {
    const { email, browser } = await signedIn('updater')
    const before = await me(browser)
    const response = await browser.patch('/api/me', {
      name: '  Grace Hopper  ',
      lang: 'fr',
      marketing_emails: false,
    })
    expect(response.status).toBe(200)
    const body: { data: User } = await response.json()
    const after = { ...before, name: 'Grace Hopper', lang: 'fr', marketing_emails: false }
    expect(body).toEqual({ data: { ...after, pending_email: null } })
    expect(await me(browser)).toEqual(after)
    expect(body.data.email).toBe(email)
  })

  it('leaves fields that are not sent alone', async () => {
    const { browser } = await signedIn('partial')
    expect((await browser.patch('/api/me', { lang: 'it' })).status).toBe(200)
    const response = await browser.patch('/api/me', { name: 'Only The Name' })
    expect(response.status).toBe(200)
    const body: { data: User } = await response.json()
    expect(body.data).toMatchObject({ name: 'Only The Name', lang: 'it', marketing_emails: true })
  })

  it('refuses an address another account has, whatever its capitals', async () => {
    const taken = await signedIn('taken')
    const { email, browser } = await signedIn('wants-it')
    for (const candidate of [taken.email, taken.email.toUpperCase()]) {
      const response = await browser.patch('/api/me', {
        email: candidate,
        name: 'Changed',
        current_password: PASSWORD,
      })
      expect(response.status).toBe(422)
      const body: ErrorBody = await response.json()
      expect(body.errors).toEqual({
        email: [message(en['validation.unique'], { attribute: en['attribute.email'] })],
      })
    }
    const user = await me(browser)
    expect(user.email).toBe(email)
    expect(user.name).toBe('Ada Lovelace')
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await (await signedOut()).patch('/api/me', { name: 'Nobody' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: en['auth.unauthenticated'] })
  })
})

describe('changing the email address', () => {
  /** The last mail sent to `to`, and the confirmation token in its link if it has one. */
  async function lastMailTo(to: string) {
    const mails = await api.services.db.query.mailOutbox.findMany({
      where: eq(mailOutbox.recipient, to),
    })
    const mail = mails.at(-1)
    if (!mail) throw new Error(`No mail to ${to}`)
    const link = /https?:\/\/\S+\/confirm-email\?token=([\w-]+)/.exec(mail.text)
    return { ...mail, token: link?.[1] }
  }

  /** Whoever opens the link: any browser, signed in or not. */
  async function confirmLink(token: string | undefined) {
    const browser = api.browser()
    await browser.csrf()
    return browser.post('/api/email-change/confirm', { token })
  }

  it('switches only once the new address confirms, and tells the current address', async () => {
    const { email, browser } = await googleOnly('mover')
    const next = uniqueEmail('moved')

    const response = await browser.patch('/api/me', { email: next.toUpperCase() })

    expect(response.status).toBe(200)
    const body: { data: User } = await response.json()
    expect(body.data.email).toBe(email)
    expect(body.data.pending_email).toBe(next)
    expect((await me(browser)).email).toBe(email)
    const confirmation = await lastMailTo(next)
    expect(confirmation.subject).toBe(en['mail.email_change.subject'])
    expect(confirmation.text).toContain('http://localhost:3000/confirm-email?token=')
    const notice = await lastMailTo(email)
    expect(notice.subject).toBe(en['mail.email_change_notice.subject'])
    expect(notice.text).toContain(next)

    const confirmed = await confirmLink(confirmation.token)
    expect(confirmed.status).toBe(200)
    const user = await me(browser)
    expect(user.email).toBe(next)
    expect(user.email_verified_at).not.toBeNull()
    // The link works once.
    const again = await confirmLink(confirmation.token)
    expect(again.status).toBe(422)
    expect(((await again.json()) as ErrorBody).errors).toEqual({
      token: [en['auth.email_change_invalid']],
    })
  })

  it('asks for the current password of an account that has one', async () => {
    const { email, browser } = await signedIn('careful')
    const next = uniqueEmail('elsewhere')
    for (const [current_password, key] of [
      [undefined, 'validation.required'],
      ['not my password', 'auth.password_incorrect'],
    ] as const) {
      const response = await browser.patch('/api/me', { email: next, current_password })
      expect(response.status).toBe(422)
      const body: ErrorBody = await response.json()
      expect(body.errors).toEqual({
        current_password: [message(en[key], { attribute: en['attribute.current_password'] })],
      })
    }
    expect(
      await api.services.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, next) }),
    ).toBeUndefined()

    const response = await browser.patch('/api/me', { email: next, current_password: PASSWORD })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: User }).data).toMatchObject({
      email,
      pending_email: next,
    })
  })

  it('refuses a confirmation once the address has been taken meanwhile', async () => {
    const { email, browser } = await googleOnly('slow')
    const next = uniqueEmail('contested')
    expect((await browser.patch('/api/me', { email: next })).status).toBe(200)
    const { token } = await lastMailTo(next)
    expect((await api.browser().register({ email: next })).status).toBe(204)

    const response = await confirmLink(token)

    expect(response.status).toBe(422)
    expect((await me(browser)).email).toBe(email)
  })

  it('refuses an expired link', async () => {
    const { email, browser } = await googleOnly('late')
    const next = uniqueEmail('too-late')
    expect((await browser.patch('/api/me', { email: next })).status).toBe(200)
    const { token } = await lastMailTo(next)
    api.clock.advance(25 * 60 * 60_000)

    const response = await confirmLink(token)

    expect(response.status).toBe(422)
    // (The session has long expired too: the account is read directly.)
    const user = await api.services.db.query.users.findFirst({ where: eq(users.email, email) })
    expect(user?.email).toBe(email)
  })
})

describe('PATCH /api/me/password', () => {
  it('refuses a wrong current password on current_password', async () => {
    const { email, browser } = await signedIn('wrong-current')
    const response = await browser.patch('/api/me/password', {
      current_password: 'not my password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(422)
    const body: ErrorBody = await response.json()
    expect(body.errors).toEqual({ current_password: [en['auth.password_incorrect']] })
    expect(await canLogIn(email, PASSWORD)).toBe(true)
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(false)
  })

  it('requires the current password of an account that has one', async () => {
    const { email, browser } = await signedIn('missing-current')
    const response = await browser.patch('/api/me/password', {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(422)
    const body: ErrorBody = await response.json()
    expect(body.errors).toEqual({
      current_password: [
        message(en['validation.required'], { attribute: en['attribute.current_password'] }),
      ],
    })
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(false)
  })

  it('refuses a confirmation that does not match', async () => {
    const { email, browser } = await signedIn('mismatch')
    const response = await browser.patch('/api/me/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: 'something else entirely',
    })
    expect(response.status).toBe(422)
    const body: ErrorBody = await response.json()
    expect(Object.keys(body.errors)).toEqual(['password'])
    expect(body.errors.password).toEqual([
      message(en['validation.confirmed'], { attribute: en['attribute.password'] }),
    ])
    expect(await canLogIn(email, PASSWORD)).toBe(true)
  })

  it('changes the password (204), signs out the other sessions and keeps this one', async () => {
    const { email, browser } = await signedIn('changer')
    const phone = api.browser()
    expect((await phone.login(email)).status).toBe(204)
    const neighbour = await signedIn('neighbour')
    expect((await phone.get('/api/me')).status).toBe(200)

    const response = await browser.patch('/api/me/password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')

    expect((await browser.get('/api/me')).status).toBe(200)
    expect((await phone.get('/api/me')).status).toBe(401)
    expect((await neighbour.browser.get('/api/me')).status).toBe(200)
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true)
    expect(await canLogIn(email, PASSWORD)).toBe(false)
  })

  it('lets a Google-only account set a password without current_password', async () => {
    const { email, browser } = await googleOnly('no-password')
    expect((await me(browser)).has_password).toBe(false)
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(false)

    const response = await browser.patch('/api/me/password', {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(204)
    expect((await me(browser)).has_password).toBe(true)
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true)

    // From now on the account has a password, and changing it asks for it.
    const again = await browser.patch('/api/me/password', {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    expect(again.status).toBe(422)
    const body: ErrorBody = await again.json()
    expect(Object.keys(body.errors)).toEqual(['current_password'])
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await (await signedOut()).patch('/api/me/password', {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(401)
  })
})

describe('POST /api/me/unsubscribe', () => {
  it('records the reason (204) and turns marketing emails off', async () => {
    const { email, browser } = await signedIn('leaver')
    expect((await me(browser)).marketing_emails).toBe(true)
    const response = await browser.post('/api/me/unsubscribe', {
      reason: 'too_many_emails',
      comment: '  weekly would be fine  ',
    })
    expect(response.status).toBe(204)
    expect((await me(browser)).marketing_emails).toBe(false)

    const [row] = await api.services.db.select().from(users).where(eq(users.email, email))
    expect(row?.unsubscriptionReason).toBe('too_many_emails')
    expect(row?.unsubscriptionComment).toBe('weekly would be fine')
    expect(row?.unsubscribedAt?.getTime()).toBe(api.clock.now().getTime())
  })

  it('refuses an unknown reason with a translated 422', async () => {
    const { browser } = await signedIn('bad-reason')
    const english = await browser.post('/api/me/unsubscribe', { reason: 'spam' })
    expect(english.status).toBe(422)
    expect(await english.json()).toEqual({
      message: message(en['validation.in'], { attribute: en['attribute.reason'] }),
      errors: { reason: [message(en['validation.in'], { attribute: en['attribute.reason'] })] },
    })

    const expected = message(fr['validation.in'], { attribute: fr['attribute.reason'] })
    const french = await browser.post('/api/me/unsubscribe', { reason: 'spam', lang: 'fr' })
    expect(french.status).toBe(422)
    expect(await french.json()).toEqual({ message: expected, errors: { reason: [expected] } })

    const byHeader = await browser.post(
      '/api/me/unsubscribe',
      { reason: 'spam' },
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    )
    expect(byHeader.status).toBe(422)
    const body: ErrorBody = await byHeader.json()
    expect(body.errors.reason).toEqual([expected])

    expect((await me(browser)).marketing_emails).toBe(true)
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await (await signedOut()).post('/api/me/unsubscribe', { reason: 'other' })
    expect(response.status).toBe(401)
  })
})

describe('GET /api/unsubscription-reason-values', () => {
  const labels = (catalogue: Messages) =>
    UNSUBSCRIPTION_REASONS.map((value) => ({ value, label: catalogue[`unsubscribe.${value}`] }))

  it('lists the five reasons with English labels by default', async () => {
    const response = await api.browser().get('/api/unsubscription-reason-values')
    expect(response.status).toBe(200)
    const body: { data: Array<{ value: string; label: string }> } = await response.json()
    expect(body.data).toHaveLength(5)
    expect(body.data.map((entry) => entry.value)).toEqual([
      'too_many_emails',
      'not_relevant',
      'never_signed_up',
      'no_longer_using',
      'other',
    ])
    expect(body).toEqual({ data: labels(en) })
    expect(body.data[0]?.label).toBe('I receive too many emails')
  })

  it('labels them in French with ?lang=fr', async () => {
    const response = await api.browser().get('/api/unsubscription-reason-values?lang=fr')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: labels(fr) })
  })

  it('labels them in French with Accept-Language: fr', async () => {
    const response = await api
      .browser()
      .get('/api/unsubscription-reason-values', { 'accept-language': 'fr-CA,fr;q=0.8' })
    expect(response.status).toBe(200)
    const body: { data: Array<{ value: string; label: string }> } = await response.json()
    expect(body).toEqual({ data: labels(fr) })
    expect(body.data[4]?.label).toBe('Autre raison')
  })

  it('refuses an unsupported ?lang with 422', async () => {
    const response = await api.browser().get('/api/unsubscription-reason-values?lang=xx')
    expect(response.status).toBe(422)
    const body: ErrorBody = await response.json()
    expect(Object.keys(body.errors)).toEqual(['lang'])
  })
})

describe('hostile input', () => {
  // Long enough to break every length rule, short enough to stay under the 1 MB body limit.
  const huge = 'x'.repeat(300_000)
  const injection = "'; DROP TABLE users; --"

  const cases: Array<{
    name: string
    method: 'patch' | 'post'
    path: string
    body: unknown
    field: string
  }> = [
    {
      name: 'a 300 kB name',
      method: 'patch',
      path: '/api/me',
      body: { name: huge },
      field: 'name',
    },
    {
      name: 'an object as name',
      method: 'patch',
      path: '/api/me',
      body: { name: { $ne: null } },
      field: 'name',
    },
    {
      name: 'an array as name',
      method: 'patch',
      path: '/api/me',
      body: { name: ['a', 'b'] },
      field: 'name',
    },
    {
      name: 'a number as name',
      method: 'patch',
      path: '/api/me',
      body: { name: 42 },
      field: 'name',
    },
    {
      name: 'an object as email',
      method: 'patch',
      path: '/api/me',
      body: { email: { toString: 'x' } },
      field: 'email',
    },
    {
      name: 'SQL in the email',
      method: 'patch',
      path: '/api/me',
      body: { email: `x${injection}@example.com` },
      field: 'email',
    },
    {
      name: "email `' OR '1'='1`",
      method: 'patch',
      path: '/api/me',
      body: { email: "' OR '1'='1" },
      field: 'email',
    },
    {
      name: 'a 1 MB email',
      method: 'patch',
      path: '/api/me',
      body: { email: `${huge}@example.com` },
      field: 'email',
    },
    {
      name: 'SQL as lang',
      method: 'patch',
      path: '/api/me',
      body: { lang: `en${injection}` },
      field: 'lang',
    },
    {
      name: '__proto__ as lang',
      method: 'patch',
      path: '/api/me',
      body: { lang: '__proto__' },
      field: 'lang',
    },
    {
      name: 'a string as marketing_emails',
      method: 'patch',
      path: '/api/me',
      body: { marketing_emails: 'yes' },
      field: 'marketing_emails',
    },
    {
      name: 'an object as password',
      method: 'patch',
      path: '/api/me/password',
      body: { current_password: PASSWORD, password: { length: 20 }, password_confirmation: 'x' },
      field: 'password',
    },
    {
      name: 'a 300 kB password',
      method: 'patch',
      path: '/api/me/password',
      body: { current_password: PASSWORD, password: huge, password_confirmation: huge },
      field: 'password',
    },
    {
      name: 'a 1 MB current password',
      method: 'patch',
      path: '/api/me/password',
      body: { current_password: huge, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      field: 'current_password',
    },
    {
      name: 'an array as current password',
      method: 'patch',
      path: '/api/me/password',
      body: {
        current_password: [PASSWORD],
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
      field: 'current_password',
    },
    {
      name: 'SQL as reason',
      method: 'post',
      path: '/api/me/unsubscribe',
      body: { reason: `other${injection}` },
      field: 'reason',
    },
    {
      name: 'an object as reason',
      method: 'post',
      path: '/api/me/unsubscribe',
      body: { reason: { value: 'other' } },
      field: 'reason',
    },
    {
      name: 'a 1 MB comment',
      method: 'post',
      path: '/api/me/unsubscribe',
      body: { reason: 'other', comment: huge },
      field: 'comment',
    },
  ]

  it.each(cases)(
    '$method $path with $name → 422 on $field',
    async ({ method, path, body, field }) => {
      const { email, browser } = await signedIn('hostile')
      const before = await me(browser)
      const response = await browser[method](path, body)
      expect(response.status).toBe(422)
      const answer: ErrorBody = await response.json()
      expect(Object.keys(answer.errors)).toContain(field)
      expect(typeof answer.message).toBe('string')
      // Nothing changed, and the users table is still there.
      expect(await me(browser)).toEqual(before)
      expect(await canLogIn(email, PASSWORD)).toBe(true)
    },
  )

  it('stores SQL metacharacters in a name verbatim', async () => {
    const { browser } = await signedIn('bobby')
    const name = `Robert${injection} \\ " $1 %`
    const response = await browser.patch('/api/me', { name })
    expect(response.status).toBe(200)
    const body: { data: User } = await response.json()
    expect(body.data.name).toBe(name)
    expect((await me(browser)).name).toBe(name)
    const count = await api.services.db.$count(users)
    expect(count).toBeGreaterThan(1)
  })

  it('answers a body that is a JSON array or null with 422, not 500', async () => {
    const { browser } = await signedIn('shapes')
    for (const body of [[{ reason: 'other' }], null, 'other']) {
      const response = await browser.post('/api/me/unsubscribe', body)
      expect(response.status).toBe(422)
    }
    expect((await me(browser)).marketing_emails).toBe(true)
  })

  it('answers a body that is not JSON at all with 400, not 500', async () => {
    const { browser } = await signedIn('garbled')
    const response = await browser.request('PATCH', '/api/me', undefined, {
      'content-type': 'application/json',
    })
    expect(response.status).toBe(400)
    const broken = await browser.request('POST', '/api/me/unsubscribe', undefined, {
      'content-type': 'application/json',
    })
    expect(broken.status).toBe(400)
  })

  it.each([
    {
      path: '/api/me',
      method: 'patch' as const,
      body: { name: 'Ada\u0000Lovelace' },
      field: 'name',
    },
    {
      path: '/api/me/unsubscribe',
      method: 'post' as const,
      body: { reason: 'other', comment: 'a\u0000b' },
      field: 'comment',
    },
  ])(
    '$method $path with a NUL character → 422 on $field',
    async ({ method, path, body, field }) => {
      const { browser } = await signedIn('nul')
      // The API logs the database error it turns into a 500; keep the test output readable.
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const response = await browser[method](path, body)
      expect(response.status).toBe(422)
      const answer: ErrorBody = await response.json()
      expect(Object.keys(answer.errors)).toContain(field)
    },
  )
})
