// Password resets through the service directly, with no HTTP: the mailed link works once, and
// refusals come out as typed domain errors.
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/schema.ts'
import { en } from '../i18n/en.ts'
import { domainErrorOf } from '../testing/domain-error-of.ts'
import { serviceTestSetup, TEST_CLIENT } from '../testing/service-deps.ts'
import { resetPassword, sendPasswordResetLink } from './password-resets.ts'

const CLIENT = TEST_CLIENT
const NEW_PASSWORD = 'a brand new password'

const fixture = serviceTestSetup()
const setup = () => fixture.setup

/** An account and the token of the reset link just mailed to it. */
async function accountWithLink() {
  const { email } = await fixture.register()
  await sendPasswordResetLink(setup().deps, {
    email,
    captcha: await setup().captcha(),
    client: CLIENT,
    locale: 'en',
  })
  const [mail] = await setup()
    .deps.db.select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
  return { email, token }
}

async function reset(fields: { email: string; token: string; passwordConfirmation?: string }) {
  return resetPassword(setup().deps, {
    ...fields,
    password: NEW_PASSWORD,
    passwordConfirmation: fields.passwordConfirmation ?? NEW_PASSWORD,
    captcha: await setup().captcha(),
    client: CLIENT,
    locale: 'en',
  })
}

describe('password resets, without HTTP', () => {
  it('mails a link that resets the password once', async () => {
    const link = await accountWithLink()
    expect(link.token).not.toBe('')
    await reset(link)
    const error = await domainErrorOf(() => reset(link))
    expect(error.fields).toEqual({ email: [en['passwords.token']] })
  })

  it('refuses a mismatched confirmation without spending the link', async () => {
    const link = await accountWithLink()
    const error = await domainErrorOf(() => reset({ ...link, passwordConfirmation: 'other' }))
    expect(error).toMatchObject({
      code: 'validation',
      fields: { password: ['The password field confirmation does not match.'] },
    })
    await expect(reset(link)).resolves.toBeUndefined()
  })

  it('throttles a second link for the same address within a minute', async () => {
    const { email } = await accountWithLink()
    const error = await domainErrorOf(async () =>
      sendPasswordResetLink(setup().deps, {
        email,
        captcha: await setup().captcha(),
        client: CLIENT,
        locale: 'en',
      }),
    )
    expect(error).toMatchObject({ code: 'throttled', message: en['passwords.throttled'] })
    expect(error.retryAfterSeconds).toBeGreaterThan(0)
  })
})
