// Forgotten passwords end to end: the request, the mail in the outbox, the link, the reset.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/schema.ts'
import { en } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import { APP_ORIGIN, createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'

const OLD_PASSWORD = 'correct horse battery'
const NEW_PASSWORD = 'staple battery horse'
const MINUTE = 60_000

let api: TestApi

beforeAll(async () => {
  api = await createTestApi()
})

afterAll(async () => {
  await api.close()
})

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${++sequence}@example.com`

/** A visitor who has opened the SPA (session and XSRF cookie) but is not signed in. */
async function visitor() {
  const browser = api.browser()
  await browser.csrf()
  return browser
}

/** A signed-in account with the default password. */
async function account(label: string, fields: { lang?: string; name?: string } = {}) {
  const email = uniqueEmail(label)
  const browser = api.browser()
  const response = await browser.register({ email, ...fields })
  expect(response.status).toBe(204)
  return { email, browser }
}

async function forgot(browser: TestBrowser, email: string, extra: Record<string, unknown> = {}) {
  return browser.post('/api/forgot-password', {
    email,
    captcha: await browser.captcha(),
    ...extra,
  })
}

async function reset(
  browser: TestBrowser,
  fields: { token: string; email: string; password?: string; password_confirmation?: string },
) {
  const password = fields.password ?? NEW_PASSWORD
  return browser.post('/api/reset-password', {
    password,
    password_confirmation: password,
    ...fields,
    captcha: await browser.captcha(),
  })
}

function outbox(email: string) {
  return api.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
}

/** The reset link of the one mail sent to `email`. */
async function resetLink(email: string) {
  const mails = await outbox(email)
  expect(mails).toHaveLength(1)
  const [mail] = mails
  if (!mail) throw new Error(`no mail to ${email}`)
  const match = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)
  if (!match) throw new Error(`no reset link in: ${mail.text}`)
  const url = new URL(match[0])
  const token = url.searchParams.get('token')
  const linkEmail = url.searchParams.get('email')
  if (!token || !linkEmail) throw new Error(`incomplete reset link: ${match[0]}`)
  return { mail, href: match[0], url, token, email: linkEmail }
}

async function canLogIn(email: string, password: string) {
  const response = await api.browser().login(email, password)
  expect([204, 422]).toContain(response.status)
  return response.status === 204
}

async function meStatus(browser: TestBrowser) {
  return (await browser.get('/api/me')).status
}

describe('POST /api/forgot-password', () => {
  it('answers an unknown address exactly as an existing one, and mails only the existing one', async () => {
    const { email } = await account('known')
    const unknown = uniqueEmail('unknown')
    const browser = await visitor()

    const known = await forgot(browser, email)
    const stranger = await forgot(browser, unknown)

    expect(known.status).toBe(200)
    expect(stranger.status).toBe(known.status)
    const knownBody: unknown = await known.json()
    expect(knownBody).toEqual({ status: en['passwords.sent'] })
    expect(await stranger.json()).toEqual(knownBody)
    expect(stranger.headers.get('content-type')).toBe(known.headers.get('content-type'))

    expect(await outbox(email)).toHaveLength(1)
    expect(await outbox(unknown)).toHaveLength(0)
  })

  it('mails an English account in English, with a link to APP_URL without prefix', async () => {
    const { email } = await account('english', { lang: 'en', name: 'Grace Hopper' })
    expect((await forgot(await visitor(), email)).status).toBe(200)

    const link = await resetLink(email)
    expect(link.mail.subject).toBe(en['mail.reset.subject'])
    expect(link.mail.text).toContain('Hello Grace Hopper,')
    expect(link.mail.text).toContain(`${en['mail.reset.action']}: ${link.href}`)
    expect(link.href.startsWith(`${APP_ORIGIN}/reset-password?`)).toBe(true)
    expect(link.email).toBe(email)
    expect(link.token.length).toBeGreaterThanOrEqual(32)
    expect(link.mail.html).toContain(en['mail.reset.action'])
  })

  it("mails in the account's language (French) even when the request is in English", async () => {
    const { email } = await account('francophone', { lang: 'fr', name: 'Marie Curie' })
    const browser = await visitor()
    const response = await forgot(browser, email)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: en['passwords.sent'] })

    const link = await resetLink(email)
    expect(link.mail.subject).toBe(fr['mail.reset.subject'])
    expect(link.mail.subject).not.toBe(en['mail.reset.subject'])
    expect(link.mail.text).toContain('Bonjour Marie Curie,')
    expect(link.mail.text).toContain(fr['mail.reset.expiry'].replace(':minutes', '60'))
    expect(link.href.startsWith(`${APP_ORIGIN}/fr/reset-password?`)).toBe(true)
    expect(link.email).toBe(email)
    expect(link.mail.html).toContain('lang="fr"')
  })

  it("mails in the request's lang when it is given", async () => {
    const { email } = await account('asks-french', { lang: 'en', name: 'Ada Lovelace' })
    const response = await forgot(await visitor(), email, { lang: 'fr' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: fr['passwords.sent'] })

    const link = await resetLink(email)
    expect(link.mail.subject).toBe(fr['mail.reset.subject'])
    expect(link.mail.text).toContain('Bonjour Ada Lovelace,')
    expect(link.mail.text).not.toContain('Hello')
    expect(link.href.startsWith(`${APP_ORIGIN}/fr/reset-password?`)).toBe(true)
  })

  it('throttles a second request for the same address within 60 s, then allows it again', async () => {
    const { email } = await account('throttled')
    const browser = await visitor()

    expect((await forgot(browser, email)).status).toBe(200)
    const again = await forgot(browser, email.toUpperCase())
    expect(again.status).toBe(429)
    expect(await again.json()).toEqual({ message: en['passwords.throttled'] })
    const retryAfter = Number(again.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await outbox(email)).toHaveLength(1)

    api.clock.advance(61_000)
    expect((await forgot(browser, email)).status).toBe(200)
    expect(await outbox(email)).toHaveLength(2)
  })

  it('does not count a request that fails the human check against the address', async () => {
    const { email } = await account('captcha-blocked')
    const browser = await visitor()
    const refused = await browser.post('/api/forgot-password', { email, captcha: 'not-a-solution' })
    expect(refused.status).toBe(422)
    expect(await outbox(email)).toHaveLength(0)

    const real = await forgot(browser, email)
    expect(real.status).toBe(200)
    expect(await outbox(email)).toHaveLength(1)
  })

  it('throttles an unknown address the same way', async () => {
    const unknown = uniqueEmail('throttled-unknown')
    const browser = await visitor()
    expect((await forgot(browser, unknown)).status).toBe(200)
    const again = await forgot(browser, unknown)
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/)
    api.clock.advance(61_000)
    expect((await forgot(browser, unknown)).status).toBe(200)
  })
})

describe('POST /api/reset-password', () => {
  it('sets the new password with the mailed link: the new one logs in, the old one no longer', async () => {
    const { email } = await account('resetter')
    const browser = await visitor()
    expect((await forgot(browser, email)).status).toBe(200)
    const link = await resetLink(email)

    const response = await reset(browser, { token: link.token, email: link.email })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: en['passwords.reset'] })

    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true)
    expect(await canLogIn(email, OLD_PASSWORD)).toBe(false)
  })

  it('accepts a link only once', async () => {
    const { email } = await account('single-use')
    const browser = await visitor()
    await forgot(browser, email)
    const link = await resetLink(email)

    expect((await reset(browser, { token: link.token, email })).status).toBe(200)
    const replay = await reset(browser, { token: link.token, email, password: 'a third password' })
    expect(replay.status).toBe(422)
    expect(await replay.json()).toEqual({
      message: en['passwords.token'],
      errors: { email: [en['passwords.token']] },
    })
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true)
    expect(await canLogIn(email, 'a third password')).toBe(false)
  })

  it('still accepts a link after 59 minutes', async () => {
    const { email } = await account('just-in-time')
    const browser = await visitor()
    await forgot(browser, email)
    const link = await resetLink(email)

    api.clock.advance(59 * MINUTE)
    expect((await reset(browser, { token: link.token, email })).status).toBe(200)
  })

  it('refuses a link older than 60 minutes', async () => {
    const { email } = await account('too-late')
    const browser = await visitor()
    await forgot(browser, email)
    const link = await resetLink(email)

    api.clock.advance(61 * MINUTE)
    const response = await reset(browser, { token: link.token, email })
    expect(response.status).toBe(422)
    const body: { errors: Record<string, string[]> } = await response.json()
    expect(body.errors.email).toEqual([en['passwords.token']])
    expect(await canLogIn(email, OLD_PASSWORD)).toBe(true)
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(false)
  })

  it("refuses the token with another account's address, or with a made-up token", async () => {
    const first = await account('owner')
    const second = await account('other')
    const browser = await visitor()
    await forgot(browser, first.email)
    await forgot(browser, second.email)
    const link = await resetLink(first.email)

    const crossed = await reset(browser, { token: link.token, email: second.email })
    expect(crossed.status).toBe(422)
    const crossedBody: { errors: Record<string, string[]> } = await crossed.json()
    expect(crossedBody.errors.email).toEqual([en['passwords.token']])

    const unknown = await reset(browser, { token: link.token, email: uniqueEmail('nobody') })
    expect(unknown.status).toBe(422)

    const forged = await reset(browser, { token: `${link.token}x`, email: first.email })
    expect(forged.status).toBe(422)

    expect(await canLogIn(second.email, OLD_PASSWORD)).toBe(true)
    expect(await canLogIn(first.email, OLD_PASSWORD)).toBe(true)
    // The rightful pair still works: the failed attempts spent nothing.
    expect((await reset(browser, { token: link.token, email: first.email })).status).toBe(200)
  })

  it('refuses a password confirmation that does not match, without spending the link', async () => {
    const { email } = await account('mismatch')
    const browser = await visitor()
    await forgot(browser, email)
    const link = await resetLink(email)

    const response = await reset(browser, {
      token: link.token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}!`,
    })
    expect(response.status).toBe(422)
    const body: { errors: Record<string, string[]> } = await response.json()
    expect(body.errors.password).toEqual([
      en['validation.confirmed'].replace(':attribute', en['attribute.password']),
    ])
    expect(await canLogIn(email, OLD_PASSWORD)).toBe(true)
    expect((await reset(browser, { token: link.token, email })).status).toBe(200)
  })

  it("signs out the account's other sessions", async () => {
    const { email, browser: registered } = await account('many-devices')
    const laptop = api.browser()
    expect((await laptop.login(email)).status).toBe(204)
    const bystander = await account('bystander')
    expect(await meStatus(registered)).toBe(200)
    expect(await meStatus(laptop)).toBe(200)

    const browser = await visitor()
    await forgot(browser, email)
    const link = await resetLink(email)
    expect((await reset(browser, { token: link.token, email })).status).toBe(200)

    expect(await meStatus(registered)).toBe(401)
    expect(await meStatus(laptop)).toBe(401)
    // Another account's session is left alone.
    expect(await meStatus(bystander.browser)).toBe(200)
  })
})
