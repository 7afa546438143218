// Changing one's own account through the services directly, with no HTTP: results, and refusals
// as typed domain errors.
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, sessions, type UserRow, users } from '../db/schema.ts'
import { en } from '../i18n/en.ts'
import { domainErrorOf } from '../testing/domain-error-of.ts'
import { serviceTestSetup, TEST_PASSWORD } from '../testing/service-deps.ts'
import { changePassword, unsubscribe, updateAccount } from './accounts.ts'
import { confirmEmailChange } from './email-changes.ts'
import { verifyPassword } from './passwords.ts'
import { sha256 } from './tokens.ts'

const PASSWORD = TEST_PASSWORD
const NEW_PASSWORD = 'a brand new password'

const fixture = serviceTestSetup()
const setup = () => fixture.setup

const account = () => fixture.register()

async function reload(user: UserRow) {
  const row = await setup().deps.db.query.users.findFirst({ where: eq(users.id, user.id) })
  if (!row) throw new Error('The user is gone')
  return row
}

async function openSession(user: UserRow, id: string) {
  const now = setup().clock.now()
  await setup()
    .deps.db.insert(sessions)
    .values({
      idHash: sha256(id),
      userId: user.id,
      csrfToken: 'x',
      lastActivity: now,
      createdAt: now,
    })
}

describe('changePassword', () => {
  it('sets the new password and signs out every other session', async () => {
    const user = await account()
    await openSession(user, `this device ${user.id}`)
    await openSession(user, `another device ${user.id}`)
    await changePassword(setup().deps, user, {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
      keepSessionId: `this device ${user.id}`,
      locale: 'en',
    })
    expect(await verifyPassword((await reload(user)).passwordHash, NEW_PASSWORD)).toBe(true)
    const left = await setup().deps.db.query.sessions.findMany({
      where: eq(sessions.userId, user.id),
    })
    expect(left.map((session) => session.idHash)).toEqual([sha256(`this device ${user.id}`)])
  })

  it('refuses a wrong current password, and a missing one as required', async () => {
    const user = await account()
    const change = (currentPassword?: string) =>
      changePassword(setup().deps, user, {
        currentPassword,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        locale: 'en',
      })
    expect((await domainErrorOf(() => change('not it'))).fields).toEqual({
      current_password: [en['auth.password_incorrect']],
    })
    expect((await domainErrorOf(() => change())).fields).toEqual({
      current_password: ['The current password field is required.'],
    })
    expect(await verifyPassword((await reload(user)).passwordHash, PASSWORD)).toBe(true)
  })

  it('refuses a confirmation that does not match, in the caller’s language', async () => {
    const user = await account()
    const error = await domainErrorOf(() =>
      changePassword(setup().deps, user, {
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: `${NEW_PASSWORD}!`,
        locale: 'fr',
      }),
    )
    const message = 'La confirmation du champ mot de passe ne correspond pas.'
    expect(error).toMatchObject({ code: 'validation', message, fields: { password: [message] } })
  })

  it('refuses a passwordless account whose address is unproven', async () => {
    const user = await account()
    await setup().deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
    const error = await domainErrorOf(async () =>
      changePassword(setup().deps, await reload(user), {
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        locale: 'en',
      }),
    )
    expect(error.fields).toEqual({ password: [en['passwords.address_unproven']] })
  })
})

describe('updateAccount', () => {
  it('keeps the address until the new one confirms, then switches', async () => {
    const user = await account()
    const next = `next.${user.id}@example.com`
    const updated = await updateAccount(setup().deps, user, {
      name: 'Grace Hopper',
      email: next,
      currentPassword: PASSWORD,
      locale: 'en',
    })
    expect(updated.user).toMatchObject({ name: 'Grace Hopper', email: user.email })
    expect(updated.pendingEmail).toBe(next)
    const [mail] = await setup()
      .deps.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, next))
      .orderBy(desc(mailOutbox.id))
    const token = /confirm-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    const confirmed = await confirmEmailChange(setup().deps, { token, locale: 'en' })
    expect(confirmed.email).toBe(next)
    const again = await domainErrorOf(() =>
      confirmEmailChange(setup().deps, { token, locale: 'en' }),
    )
    expect(again.fields).toEqual({ token: [en['auth.email_change_invalid']] })
  })

  it('refuses an address another account has, and a move without the password', async () => {
    const user = await account()
    const other = await account()
    const taken = await domainErrorOf(() =>
      updateAccount(setup().deps, user, {
        email: other.email,
        currentPassword: PASSWORD,
        locale: 'en',
      }),
    )
    expect(taken.fields).toEqual({ email: ['The email has already been taken.'] })
    const unauthorised = await domainErrorOf(() =>
      updateAccount(setup().deps, user, { email: 'elsewhere@example.com', locale: 'en' }),
    )
    expect(unauthorised.fields).toEqual({
      current_password: ['The current password field is required.'],
    })
  })

  it('throttles a second address change within a minute', async () => {
    const user = await account()
    const move = (email: string) =>
      updateAccount(setup().deps, user, { email, currentPassword: PASSWORD, locale: 'en' })
    await move(`first.${user.id}@example.com`)
    const error = await domainErrorOf(() => move(`second.${user.id}@example.com`))
    expect(error).toMatchObject({ code: 'throttled', message: en['passwords.throttled'] })
  })
})

describe('unsubscribe', () => {
  it('stops the marketing mail and records why', async () => {
    const user = await account()
    await unsubscribe(setup().deps, user, { reason: 'other', comment: 'Just because' })
    expect(await reload(user)).toMatchObject({
      marketingEmails: false,
      unsubscriptionReason: 'other',
      unsubscriptionComment: 'Just because',
    })
  })
})
