// Reading and writing accounts, and their shape on the wire.
import { eq } from 'drizzle-orm'
import type { User } from '../contract/user.ts'
import type { Database } from '../db/database.ts'
import { type UserRow, users } from '../db/schema.ts'
import { type ApiLocale, isApiLocale } from '../i18n/translate.ts'

export function userResource(row: UserRow): User {
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
