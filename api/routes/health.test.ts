// The operator's views: /api/health, the /dev/mail outbox pages, and unknown routes.
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HealthResponse } from '../contract/health.ts'
import { mailOutbox } from '../db/schema.ts'
import { readTestDatabaseUrl } from '../env.ts'
import { en } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import { createTestApi, type TestApi } from '../testing/harness.ts'

const GOOGLE_CLIENT_ID = 'docugen-health-test.apps.googleusercontent.com'
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

const journal: { entries: unknown[] } = JSON.parse(
  readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
)

let api: TestApi

beforeAll(async () => {
  // The outbox pages exist on a developer's machine only (APP_ENV=local).
  api = await createTestApi({ GOOGLE_CLIENT_ID, APP_ENV: 'local' })
})

afterAll(async () => {
  await api?.close()
})

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${++sequence}@example.com`

async function outboxOf(email: string) {
  return api.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
}

/** Registers an account and asks for its reset link: one mail lands in the outbox. */
async function mailedAccount(label: string, name = 'Ada Lovelace') {
  const email = uniqueEmail(label)
  const browser = api.browser()
  expect((await browser.register({ email, name })).status).toBe(204)
  const response = await browser.post('/api/forgot-password', {
    email,
    captcha: await browser.captcha(),
  })
  expect(response.status).toBe(200)
  const [mail, ...others] = await outboxOf(email)
  expect(others).toHaveLength(0)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

describe('GET /api/health', () => {
  it('reports the database, migrations, mail transport, human verification, Google and the generator', async () => {
    const response = await api.browser().get('/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body: HealthResponse = await response.json()
    expect(body).toEqual({
      status: 'ok',
      database: {
        kind: readTestDatabaseUrl() ? 'postgres' : 'pglite',
        migrations_applied: journal.entries.length,
      },
      mail: { transport: 'outbox' },
      human_verification: { mode: 'altcha' },
      google_sign_in: { enabled: true },
      generator: { name: 'assembly' },
    })
    expect(body.database.migrations_applied).toBeGreaterThanOrEqual(1)
  })

  it('answers requests that come from no app page (monitors)', async () => {
    const response = await api.browser('').get('/api/health')
    expect(response.status).toBe(200)
    const body: HealthResponse = await response.json()
    expect(body.status).toBe('ok')
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('/dev/mail', () => {
  it('lists the outbox: a reset mail appears with its subject, recipient and link', async () => {
    const mail = await mailedAccount('listed')
    const response = await api.browser().get('/dev/mail')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(MAIL_CSP)
    const html = await response.text()
    expect(html).toContain(`<a href="/dev/mail/${mail.id}">${en['mail.reset.subject']}</a>`)
    expect(html).toContain(`<td>${mail.recipient}</td>`)
  })

  it('shows one mail as its HTML, under a Content-Security-Policy', async () => {
    const mail = await mailedAccount('shown', 'Grace Hopper')
    const response = await api.browser().get(`/dev/mail/${mail.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(MAIL_CSP)
    const html = await response.text()
    expect(html).toBe(mail.html)
    expect(html).toContain('Hello Grace Hopper,')
    expect(html).toMatch(/href="http:\/\/localhost:3000\/reset-password\?token=[^"]+"/)
  })

  it('escapes HTML special characters of subjects and recipients in the list', async () => {
    const subject = `<script>alert("pwned")</script> & 'quoted'`
    const [row] = await api.services.db
      .insert(mailOutbox)
      .values({
        recipient: '<b>bold</b>@example.com',
        subject,
        text: 'text',
        html: '<p>html</p>',
        createdAt: api.clock.now(),
      })
      .returning()
    if (!row) throw new Error('the mail was not stored')

    const html = await (await api.browser().get('/dev/mail')).text()
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>bold</b>')
    expect(html).toContain(
      `<a href="/dev/mail/${row.id}">&#60;script&#62;alert(&#34;pwned&#34;)&#60;/script&#62; &#38; &#39;quoted&#39;</a>`,
    )
    expect(html).toContain('<td>&#60;b&#62;bold&#60;/b&#62;@example.com</td>')
  })

  it("escapes the account's name inside the mail it shows", async () => {
    const mail = await mailedAccount('escaped', '<img src=x onerror=alert(1)>')
    const html = await (await api.browser().get(`/dev/mail/${mail.id}`)).text()
    expect(html).not.toContain('<img')
    expect(html).toContain('Hello &#60;img src=x onerror=alert(1)&#62;,')
  })

  it('answers 404 for a mail that does not exist', async () => {
    const missing = await api.browser().get('/dev/mail/987654321')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not found.' })
    expect((await api.browser().get('/dev/mail/not-a-number')).status).toBe(404)
  })
})

describe('unknown routes', () => {
  it('answer 404 with a JSON {message}', async () => {
    for (const path of ['/api/whatever', '/api/me/whatever/deeper', '/nothing-here']) {
      const response = await api.browser().get(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ message: en['http.not_found'] })
    }
  })

  it('answer in the language of the request', async () => {
    const response = await api.browser().get('/api/whatever', { 'accept-language': 'fr' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: fr['http.not_found'] })
  })
})

describe('in staging (APP_ENV=test)', () => {
  let staging: TestApi

  beforeAll(async () => {
    staging = await createTestApi({ APP_ENV: 'test' })
  })

  afterAll(async () => {
    await staging?.close()
  })

  it('has no /dev/mail pages either: real people’s mail must not be readable there', async () => {
    for (const path of ['/dev/mail', '/dev/mail/1']) {
      const response = await staging.browser().get(path)
      expect(response.status).toBe(404)
    }
  })
})

describe('in prod', () => {
  let prod: TestApi

  beforeAll(async () => {
    prod = await createTestApi({ APP_ENV: 'prod', APP_KEY: 'x'.repeat(32) })
  })

  afterAll(async () => {
    await prod?.close()
  })

  it('has no /dev/mail pages', async () => {
    for (const path of ['/dev/mail', '/dev/mail/1']) {
      const response = await prod.browser().get(path)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: en['http.not_found'] })
    }
    // The control: the same request on a developer's machine is served.
    expect((await api.browser().get('/dev/mail')).status).toBe(200)
  })

  it('still reports its health, with Google off when no client id is set', async () => {
    const response = await prod.browser().get('/api/health')
    expect(response.status).toBe(200)
    const body: HealthResponse = await response.json()
    expect(body.status).toBe('ok')
    expect(body.mail.transport).toBe('outbox')
    expect(body.google_sign_in.enabled).toBe(false)
  })
})
