import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/schema.ts'
import { createTestApi, type TestApi } from '../testing/harness.ts'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api.close()
})

let count = 0
const uniqueEmail = () => `link-${Date.now()}-${count++}@example.com`

async function lastMail() {
  const [mail] = await api.services.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  return mail
}

async function askForLink(email: string, lang?: string) {
  const visitor = api.browser()
  await visitor.csrf()
  return visitor.post('/api/login-link', {
    email,
    captcha: await visitor.captcha(),
    ...(lang && { lang }),
  })
}

describe('POST /api/login-link', () => {
  it('mails a one-time sign-in link that signs the account in once', async () => {
    const email = uniqueEmail()
    const owner = api.browser()
    expect((await owner.register({ email, lang: 'fr' })).status).toBe(204)

    const response = await askForLink(email)
    expect(response.status).toBe(200)
    const mail = await lastMail()
    expect(mail?.recipient).toBe(email)
    expect(mail?.subject).toBe('Votre lien de connexion à Docugen')
    const link = new URL(/http\S+login_token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x')
    expect(link.pathname).toBe('/fr/dashboard')
    const token = link.searchParams.get('login_token') ?? ''

    const visitor = api.browser()
    await visitor.csrf()
    expect((await visitor.post('/api/auto-login', { login_token: token })).status).toBe(200)
    expect((await visitor.get('/api/me')).status).toBe(200)
    const again = api.browser()
    await again.csrf()
    expect((await again.post('/api/auto-login', { login_token: token })).status).toBe(422)
  })

  it('answers the same for an unknown address, and mails nothing', async () => {
    const known = uniqueEmail()
    await api.browser().register({ email: known })
    const before = await lastMail()
    const unknown = await askForLink(uniqueEmail())
    expect((await lastMail())?.id).toBe(before?.id)
    const knownAnswer = await askForLink(known)
    expect(unknown.status).toBe(knownAnswer.status)
    expect(await unknown.json()).toEqual(await knownAnswer.json())
  })

  it('allows one link a minute per address', async () => {
    const email = uniqueEmail()
    expect((await askForLink(email)).status).toBe(200)
    const second = await askForLink(email)
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    api.clock.advance(61_000)
    expect((await askForLink(email)).status).toBe(200)
  })

  it('needs a human', async () => {
    const visitor = api.browser()
    await visitor.csrf()
    const response = await visitor.post('/api/login-link', {
      email: uniqueEmail(),
      captcha: 'nope',
    })
    expect(response.status).toBe(422)
  })
})
