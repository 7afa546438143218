// Passwordless accounts made by the users service directly, with no HTTP.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/schema.ts'
import { createServiceDeps, type ServiceDeps } from '../testing/service-deps.ts'
import { DomainError } from './domain-error.ts'
import { createPasswordlessAccount } from './users.ts'

let setup: ServiceDeps

beforeAll(async () => {
  setup = await createServiceDeps()
})

afterAll(async () => {
  await setup?.close()
})

describe('createPasswordlessAccount', () => {
  it('makes an account without a password and mails its owner a sign-in link', async () => {
    const user = await createPasswordlessAccount(setup.deps, {
      email: 'grace@example.com',
      lang: 'fr',
      locale: 'en',
    })
    expect(user).toMatchObject({ name: 'grace', passwordHash: null, lang: 'fr' })
    expect(user.emailVerifiedAt).toBeNull()
    const mails = await setup.deps.db.query.mailOutbox.findMany({
      where: eq(mailOutbox.recipient, 'grace@example.com'),
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]?.html).toContain('/fr/dashboard?login_token=')
  })

  it('answers an address that has an account with a conflict', async () => {
    await createPasswordlessAccount(setup.deps, {
      email: 'alan@example.com',
      lang: 'en',
      locale: 'en',
    })
    const attempt = createPasswordlessAccount(setup.deps, {
      email: 'Alan@example.com',
      lang: 'en',
      locale: 'es',
    })
    await expect(attempt).rejects.toBeInstanceOf(DomainError)
    await expect(attempt).rejects.toMatchObject({ code: 'conflict' })
  })

  it('throttles a client after ten accounts an hour, saying when to try again', async () => {
    const make = (n: number) =>
      createPasswordlessAccount(setup.deps, {
        email: `visitor.${n}@example.com`,
        lang: 'en',
        locale: 'en',
        client: '203.0.113.9',
      })
    for (let n = 0; n < 10; n++) await make(n)
    await expect(make(10)).rejects.toMatchObject({
      code: 'throttled',
      retryAfterSeconds: 3600,
    })
    setup.clock.advance(3600_000)
    await expect(make(11)).resolves.toMatchObject({ email: 'visitor.11@example.com' })
  })
})
