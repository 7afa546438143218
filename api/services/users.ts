// Reading and writing accounts, and their shape on the wire.
import { eq } from 'drizzle-orm'
import type { ReferenceUser } from '../contract/user.ts'
import type { Database } from '../db/database.ts'
import { type UserRow, users } from '../db/schema.ts'
import { type ApiLocale, isApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { DomainError, throttled } from './domain-error.ts'
import { mailLoginLink } from './login-tokens.ts'

export function userResource(row: UserRow): ReferenceUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    has_password: row.passwordHash !== null,
    lang: isApiLocale(row.lang) ? row.lang : 'en',
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    marketing_emails: row.marketingEmails,
    created_at: row.createdAt.toISOString(),
  }
}

export function findUserByEmail(db: Database, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) })
}

export function findUserById(db: Database, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) })
}

export function findUserByGoogleSub(db: Database, sub: string) {
  return db.query.users.findFirst({ where: eq(users.googleSub, sub) })
}

export async function createUser(
  db: Database,
  fields: {
    name: string
    email: string
    passwordHash: string | null
    lang: ApiLocale
    googleSub?: string
    emailVerifiedAt?: Date
    marketingEmails?: boolean
  },
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...fields, email: fields.email.toLowerCase(), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
  return row
}

/** Starting flows as a visitor makes accounts: a few an hour from one client, not a factory. */
const PASSWORDLESS_ACCOUNTS_PER_HOUR = 10

/**
 * An account for an address typed by a visitor (a flow started before signing in): no password,
 * and since typing an address proves nothing, its owner is mailed the link that does.
 * `client` (an IP address) throttles callers on the open internet; trusted callers give none.
 */
export async function createPasswordlessAccount(
  deps: Pick<ApiServices, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter'>,
  input: { email: string; lang: ApiLocale; locale: ApiLocale; client?: string },
): Promise<UserRow> {
  const { email, lang, locale } = input
  if (input.client !== undefined) {
    const key = `anonymous-flow|${input.client}`
    const { hits, availableIn } = await deps.rateLimiter.hit(key, 3600)
    if (hits > PASSWORDLESS_ACCOUNTS_PER_HOUR) {
      const message = translate(locale, 'http.too_many_requests', { seconds: availableIn })
      throw throttled(message, availableIn)
    }
  }
  const taken = () => new DomainError('conflict', translate(locale, 'flows.email_taken'))
  if (await findUserByEmail(deps.db, email)) throw taken()
  const name = email.split('@')[0] ?? email
  const user = await createUser(
    deps.db,
    { name, email, passwordHash: null, lang },
    deps.clock.now(),
  )
  if (!user) throw taken()
  await mailLoginLink(deps, user, lang)
  return user
}
