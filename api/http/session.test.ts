// Cookie sessions and CSRF protection (Sanctum's SPA authentication), against the real API and
// its migrated database: cookies and their attributes, XSRF checks, stateful domains, session
// fixation, logout and the idle lifetime.
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReferenceUser as User } from '../contract/user.ts'
import { sessions } from '../db/schema.ts'
import { sha256 } from '../services/tokens.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import type { ApiBindings } from './context.ts'
import { sessionMiddleware } from './session.ts'

const SESSION = 'docugen_session'
const XSRF = 'XSRF-TOKEN'
const MINUTE = 60_000
const CSRF_MISMATCH = { message: 'CSRF token mismatch.' }
const UNAUTHENTICATED = { message: 'Unauthenticated.' }

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

type SetCookie = { value: string; attributes: Record<string, string | true> }

/** The response's Set-Cookie lines by cookie name, attributes keyed in lower case. */
function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>()
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...parts] = line.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    const attributes: Record<string, string | true> = {}
    for (const part of parts) {
      const equals = part.indexOf('=')
      if (equals === -1) attributes[part.toLowerCase()] = true
      else attributes[part.slice(0, equals).toLowerCase()] = part.slice(equals + 1)
    }
    cookies.set(pair.slice(0, separator), {
      value: decodeURIComponent(pair.slice(separator + 1)),
      attributes,
    })
  }
  return cookies
}

/** A new visitor carrying a copy of `source`'s cookies. */
function replay(source: Map<string, string>, origin?: string) {
  const browser = api.browser(origin)
  for (const [name, value] of source) browser.cookies.set(name, value)
  return browser
}

async function signedUp(label: string) {
  const browser = api.browser()
  const email = uniqueEmail(label)
  const response = await browser.register({ email })
  expect(response.status).toBe(204)
  return { browser, email }
}

async function userBody(response: Response): Promise<{ data: User }> {
  return response.json()
}

async function meStatus(browser: TestBrowser) {
  return (await browser.get('/api/me')).status
}

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with the session and XSRF cookies and their exact attributes', async () => {
    const response = await api.browser().csrf()

    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    const cookies = setCookies(response)
    expect([...cookies.keys()].sort()).toEqual([XSRF, SESSION].sort())
    expect(cookies.get(SESSION)?.attributes).toEqual({
      'max-age': '7200',
      path: '/',
      httponly: true,
      samesite: 'Lax',
    })
    // Readable by the SPA's JavaScript: no HttpOnly.
    expect(cookies.get(XSRF)?.attributes).toEqual({
      'max-age': '7200',
      path: '/',
      samesite: 'Lax',
    })
    expect(cookies.get(XSRF)?.value).not.toBe('')
  })

  // A second API of its own: migrating another database can take a while on a busy machine.
  it('marks both cookies Secure in prod', { timeout: 120_000 }, async () => {
    const prod = await createTestApi({ APP_ENV: 'prod', APP_KEY: 'x'.repeat(32) })
    try {
      const cookies = setCookies(await prod.browser().csrf())
      expect(cookies.get(SESSION)?.attributes).toEqual({
        'max-age': '7200',
        path: '/',
        httponly: true,
        secure: true,
        samesite: 'Lax',
      })
      expect(cookies.get(XSRF)?.attributes).toEqual({
        'max-age': '7200',
        path: '/',
        secure: true,
        samesite: 'Lax',
      })
    } finally {
      await prod.close()
    }
  })

  it('gives each visitor a session id of at least 128 bits', async () => {
    const first = api.browser()
    const second = api.browser()
    await first.csrf()
    await second.csrf()
    const ids = [first.cookies.get(SESSION), second.cookies.get(SESSION)]

    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(ids[0]).not.toBe(ids[1])
    expect(first.cookies.get(XSRF)).not.toBe(second.cookies.get(XSRF))
  })

  it('keeps the same session on a second visit', async () => {
    const browser = api.browser()
    await browser.csrf()
    const id = browser.cookies.get(SESSION)
    const token = browser.cookies.get(XSRF)

    const again = setCookies(await browser.csrf())

    expect(again.get(SESSION)?.value).toBe(id)
    expect(again.get(XSRF)?.value).toBe(token)
  })
})

describe('CSRF protection', () => {
  it('answers 419 to a POST without X-XSRF-TOKEN', async () => {
    const browser = api.browser()
    await browser.csrf()
    // The session cookie stays; without the XSRF cookie the client sends no header.
    browser.cookies.delete(XSRF)

    const response = await browser.post('/api/login', { email: 'a@example.com', password: 'x' })

    expect(response.status).toBe(419)
    expect(await response.json()).toEqual(CSRF_MISMATCH)
  })

  it('answers 419 to a PATCH without X-XSRF-TOKEN', async () => {
    const { browser } = await signedUp('patch-no-token')
    browser.cookies.delete(XSRF)

    const response = await browser.patch('/api/me', { name: 'Mallory' })

    expect(response.status).toBe(419)
    expect(await response.json()).toEqual(CSRF_MISMATCH)
    // The write did not happen.
    expect((await userBody(await browser.get('/api/me'))).data.name).toBe('Ada Lovelace')
  })

  it('answers 419 to a wrong token, even one of the right length', async () => {
    const browser = api.browser()
    await browser.csrf()
    const token = browser.cookies.get(XSRF) ?? ''
    const sameLength = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`

    for (const wrong of ['wrong', sameLength, `${token}x`]) {
      const response = await browser.post('/api/logout', {}, { 'x-xsrf-token': wrong })
      expect(response.status).toBe(419)
      expect(await response.json()).toEqual(CSRF_MISMATCH)
    }
  })

  it("answers 419 to another session's token", async () => {
    const victim = api.browser()
    const attacker = api.browser()
    await victim.csrf()
    await attacker.csrf()

    const response = await victim.post(
      '/api/logout',
      {},
      { 'x-xsrf-token': attacker.cookies.get(XSRF) ?? '' },
    )

    expect(response.status).toBe(419)
  })

  it('answers 419 to a token without a session', async () => {
    const browser = api.browser()
    await browser.csrf()
    const token = browser.cookies.get(XSRF) ?? ''
    browser.cookies.delete(SESSION)

    const response = await browser.post('/api/logout', {}, { 'x-xsrf-token': token })

    expect(response.status).toBe(419)
  })

  it('lets the request through with the right token', async () => {
    const browser = api.browser()
    await browser.csrf()

    const response = await browser.post('/api/logout')

    // Past the CSRF check: the route itself answers (signed out).
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(UNAUTHENTICATED)
  })

  it('does not check reads', async () => {
    const browser = api.browser()
    await browser.csrf()
    browser.cookies.delete(XSRF)

    expect(await meStatus(browser)).toBe(401)
    expect((await browser.get('/api/health')).status).toBe(200)
  })
})

describe('stateful domains', () => {
  it('gives a visitor from another origin no cookies', async () => {
    const evil = api.browser('https://evil.example')

    const response = await evil.csrf()

    expect(response.headers.getSetCookie()).toEqual([])
    expect(evil.cookies.size).toBe(0)
  })

  it('ignores a valid session cookie sent from another origin', async () => {
    const { browser } = await signedUp('copied')
    expect(await meStatus(browser)).toBe(200)
    const evil = replay(browser.cookies, 'https://evil.example')

    const me = await evil.get('/api/me')
    const logout = await evil.post('/api/logout')

    expect(me.status).toBe(401)
    expect(me.headers.getSetCookie()).toEqual([])
    expect(logout.status).toBe(401)
    // The victim's session survived the attempt.
    expect(await meStatus(browser)).toBe(200)
  })

  it('prefers Origin to Referer', async () => {
    const browser = api.browser('https://evil.example')

    const response = await browser.get('/sanctum/csrf-cookie', {
      referer: 'http://localhost:3000/',
    })

    expect(response.headers.getSetCookie()).toEqual([])
    expect(browser.cookies.size).toBe(0)
  })

  it('falls back on Referer when there is no Origin', async () => {
    const browser = api.browser('')

    const response = await browser.get('/sanctum/csrf-cookie', {
      referer: 'http://localhost:3000/sign-in',
    })

    expect(response.status).toBe(204)
    expect([...setCookies(response).keys()].sort()).toEqual([XSRF, SESSION].sort())
  })

  it('treats a request with neither Origin nor Referer as stateless', async () => {
    const browser = api.browser('')

    const response = await browser.csrf()

    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('treats a garbled session cookie as no session', async () => {
    const browser = api.browser()

    const response = await browser.get('/api/me', { cookie: `${SESSION}=%E0%A4%A; ${XSRF}=%` })

    expect(response.status).toBe(401)
  })
})

describe('session fixation', () => {
  it('changes the session id at sign-in and forgets the old one', async () => {
    const { email } = await signedUp('fixation-login')
    const browser = api.browser()
    await browser.csrf()
    const before = new Map(browser.cookies)

    const response = await browser.login(email)

    expect(response.status).toBe(204)
    const after = browser.cookies.get(SESSION)
    expect(after).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(after).not.toBe(before.get(SESSION))
    expect(await meStatus(browser)).toBe(200)
    // What an attacker planted before sign-in is signed out, and can no longer write.
    const planted = replay(before)
    expect(await meStatus(planted)).toBe(401)
    expect((await planted.post('/api/logout')).status).toBe(419)
  })

  it('never adopts a session id the visitor made up', async () => {
    const browser = api.browser()
    const madeUp = 'attacker-chosen-session-id-0123456789abcdef'
    browser.cookies.set(SESSION, madeUp)

    const response = await browser.csrf()

    expect(response.status).toBe(204)
    const issued = setCookies(response).get(SESSION)?.value
    expect(issued).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(issued).not.toBe(madeUp)
  })

  it('changes the session id at registration and forgets the old one', async () => {
    const browser = api.browser()
    await browser.csrf()
    const before = new Map(browser.cookies)

    const response = await browser.register({ email: uniqueEmail('fixation-register') })

    expect(response.status).toBe(204)
    expect(browser.cookies.get(SESSION)).not.toBe(before.get(SESSION))
    expect(await meStatus(browser)).toBe(200)
    expect(await meStatus(replay(before))).toBe(401)
  })
})

describe('POST /api/logout', () => {
  it('answers 204, expires both cookies and ends the session for good', async () => {
    const { browser } = await signedUp('logout')
    const before = new Map(browser.cookies)

    const response = await browser.post('/api/logout')

    expect(response.status).toBe(204)
    const cookies = setCookies(response)
    expect(cookies.get(SESSION)).toEqual({
      value: '',
      attributes: { 'max-age': '0', path: '/', httponly: true, samesite: 'Lax' },
    })
    expect(cookies.get(XSRF)).toEqual({
      value: '',
      attributes: { 'max-age': '0', path: '/', samesite: 'Lax' },
    })
    expect(browser.cookies.size).toBe(0)
    expect(await meStatus(browser)).toBe(401)
    // The old cookies, replayed, open nothing: not even a write with the old token.
    const replayed = replay(before)
    expect(await meStatus(replayed)).toBe(401)
    expect((await replayed.post('/api/logout')).status).toBe(419)
  })

  it('answers 401 when signed out', async () => {
    const browser = api.browser()
    await browser.csrf()

    const response = await browser.post('/api/logout')

    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(UNAUTHENTICATED)
  })
})

describe('idle lifetime', () => {
  it('signs the visitor out after 120 idle minutes', async () => {
    const { browser } = await signedUp('idle')
    const before = new Map(browser.cookies)

    api.clock.advance(121 * MINUTE)

    expect(await meStatus(browser)).toBe(401)
    expect(await meStatus(replay(before))).toBe(401)
  })

  it('keeps an active session alive past 120 minutes', async () => {
    const { browser } = await signedUp('active')

    for (let visit = 0; visit < 3; visit += 1) {
      api.clock.advance(100 * MINUTE)
      expect(await meStatus(browser)).toBe(200)
    }

    // 300 minutes after sign-in, still signed in; then 121 quiet minutes end it.
    api.clock.advance(121 * MINUTE)
    expect(await meStatus(browser)).toBe(401)
  })

  it('refreshes the cookie lifetime on activity', async () => {
    const { browser } = await signedUp('refresh')
    api.clock.advance(100 * MINUTE)

    const response = await browser.get('/api/me')

    expect(response.status).toBe(200)
    expect(setCookies(response).get(SESSION)?.attributes['max-age']).toBe('7200')
    expect(setCookies(response).get(SESSION)?.value).toBe(browser.cookies.get(SESSION))
  })
})

describe('a request that overlaps a sign-in', () => {
  it('neither brings the old session back nor puts its cookie back over the new one', async () => {
    const { browser } = await signedUp('overlap')
    const old = browser.cookies.get(SESSION) ?? ''
    // A request that read the session just before another request regenerated it: here the
    // handler itself ends the row, as the sign-in running alongside it does.
    const app = new Hono<ApiBindings>()
      .use(async (c, next) => {
        c.set('services', api.services)
        c.set('locale', 'en')
        await next()
      })
      .use(sessionMiddleware)
      .get('/overlapping', async (c) => {
        await api.services.db.delete(sessions).where(eq(sessions.idHash, sha256(old)))
        return c.json({ ok: true })
      })
    api.clock.advance(2 * MINUTE) // due for its once-a-minute touch

    const response = await app.request('/overlapping', {
      headers: { origin: 'http://localhost:3000', cookie: `${SESSION}=${old}` },
    })

    expect(response.status).toBe(200)
    expect(setCookies(response).has(SESSION)).toBe(false)
    const row = await api.services.db.query.sessions.findFirst({
      where: eq(sessions.idHash, sha256(old)),
    })
    expect(row).toBeUndefined()
  })
})
