// Account pre-hijacking: someone who types another person's address (starting a flow) must not
// be able to keep access once the real owner starts using the account by its mailed link.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateFormResponseSchema } from '../contract/catalogue.ts'
import { validationErrorSchema } from '../contract/common.ts'
import { userResourceSchema } from '../contract/user.ts'
import { mailOutbox, users } from '../db/schema.ts'
import { fr } from '../i18n/fr.ts'
import { issueLoginToken } from '../services/login-tokens.ts'
import { hashPassword } from '../services/passwords.ts'
import { validAnswers } from '../testing/answers.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'

let api: TestApi
let firstStep: Record<string, string>

beforeAll(async () => {
  api = await createTestApi()
  const form = templateFormResponseSchema.parse(
    await (await api.browser().get('/api/flow-templates/cover_letter/form')).json(),
  )
  firstStep = validAnswers(form.data.steps[0]?.fields ?? [])
})

afterAll(async () => {
  await api?.close()
})

let sequence = 0
const victimEmail = () => `victim.${++sequence}.${Date.now()}@example.com`

/** Someone starts a flow with the victim's address: a passwordless account, signed in. */
async function preMadeAccount(email: string, extra: Record<string, unknown> = {}) {
  const attacker = api.browser()
  await attacker.csrf()
  const response = await attacker.post('/api/flows/cover_letter', {
    inputs: firstStep,
    email,
    has_no_password: true,
    captcha: await attacker.captcha(),
    ...extra,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return attacker
}

async function accountOf(email: string) {
  const user = await api.services.db.query.users.findFirst({ where: eq(users.email, email) })
  if (!user) throw new Error(`No account for ${email}`)
  return user
}

/** The owner opens the sign-in link mailed to the address. */
async function ownerSignsInByLink(email: string): Promise<TestBrowser> {
  const token = await issueLoginToken(api.services.db, api.clock, (await accountOf(email)).id)
  const owner = api.browser()
  await owner.csrf()
  expect((await owner.post('/api/auto-login', { login_token: token })).status).toBe(200)
  return owner
}

/** The sign-in links mailed to an address, oldest first. */
async function linksMailedTo(email: string) {
  const mails = await api.services.db.query.mailOutbox.findMany({
    where: eq(mailOutbox.recipient, email),
    orderBy: mailOutbox.id,
  })
  return mails.flatMap((mail) => {
    const link = /https?:\/\/\S+login_token=\S+/.exec(mail.text)?.[0]
    return link ? [{ subject: mail.subject, url: new URL(link) }] : []
  })
}

const setPassword = (browser: TestBrowser, password = 'attacker chosen secret') =>
  browser.patch('/api/me/password', { password, password_confirmation: password })

describe('a passwordless account made by typing an address', () => {
  it('cannot be given a password before its address is proven', async () => {
    const email = victimEmail()
    const attacker = await preMadeAccount(email)

    const response = await setPassword(attacker)

    expect(response.status).toBe(422)
    const body = validationErrorSchema.parse(await response.json())
    expect(body.errors.password).toEqual([
      'Confirm your email address first: sign in with the link we email you, then choose a password.',
    ])
    expect((await accountOf(email)).passwordHash).toBeNull()
  })

  it('is taken back by its owner’s first sign-in by link: other sessions and any password end', async () => {
    const email = victimEmail()
    const attacker = await preMadeAccount(email)
    // As an account could have been given one before this rule existed.
    await api.services.db
      .update(users)
      .set({ passwordHash: await hashPassword('attacker chosen secret') })
      .where(eq(users.email, email))

    const owner = await ownerSignsInByLink(email)

    expect((await attacker.get('/api/me')).status).toBe(401)
    const lateLogin = api.browser()
    expect((await lateLogin.login(email, 'attacker chosen secret')).status).toBe(422)
    const me = userResourceSchema.parse(await (await owner.get('/api/me')).json())
    expect(me.data.has_password).toBe(false)
    expect(me.data.email_verified_at).not.toBeNull()
  })

  it('is mailed a sign-in link in its language, which its owner can use to take it back', async () => {
    const email = victimEmail()
    const attacker = await preMadeAccount(email, { lang: 'fr' })

    const links = await linksMailedTo(email)
    expect(links).toHaveLength(1)
    const [link] = links
    expect(link?.subject).toBe(fr['mail.login.subject'])
    expect(link?.url.pathname).toBe('/fr/dashboard')
    const owner = api.browser()
    await owner.csrf()
    const signedIn = await owner.post('/api/auto-login', {
      login_token: link?.url.searchParams.get('login_token'),
    })

    expect(signedIn.status).toBe(200)
    expect((await attacker.get('/api/me')).status).toBe(401)
    expect((await accountOf(email)).emailVerifiedAt).not.toBeNull()
  })

  it('lets its owner choose a password once proven, and later links change nothing', async () => {
    const email = victimEmail()
    await preMadeAccount(email)
    const owner = await ownerSignsInByLink(email)

    expect((await setPassword(owner, 'the owner’s own secret')).status).toBe(204)
    const otherDevice = await ownerSignsInByLink(email)

    expect((await owner.get('/api/me')).status).toBe(200)
    expect((await otherDevice.get('/api/me')).status).toBe(200)
    expect((await api.browser().login(email, 'the owner’s own secret')).status).toBe(204)
  })
})
