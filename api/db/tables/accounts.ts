// Accounts and what proves who someone is: users, sessions, one-time tokens, throttles, mail.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { time } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Stored lower-cased: one account per address, whatever the capitals. */
    email: text('email').notNull(),
    /** Null for accounts created from a flow without a password, or through Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    emailVerifiedAt: time('email_verified_at'),
    marketingEmails: boolean('marketing_emails').notNull().default(true),
    /** "Your document is ready" mails; turned off from the link in any of them. */
    documentEmails: boolean('document_emails').notNull().default(true),
    unsubscribedAt: time('unsubscribed_at'),
    unsubscriptionReason: text('unsubscription_reason'),
    unsubscriptionComment: text('unsubscription_comment'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's session id: a copy of the table opens no session. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    lastActivity: time('last_activity').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    index('sessions_last_activity').on(table.lastActivity),
    index('sessions_user').on(table.userId),
  ],
)

/** An email change waiting for the new address to be confirmed (one per account at a time). */
export const emailChanges = pgTable('email_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: time('expires_at').notNull(),
  createdAt: time('created_at').notNull(),
})

export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: time('created_at').notNull(),
})

export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('login_tokens_user').on(table.userId)],
)

/** Fixed-window counters shared by every API process (login attempts, reset requests). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: time('reset_at').notNull(),
})

/** Mail kept in the database when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** Extra headers, such as List-Unsubscribe. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: time('created_at').notNull(),
})

/** Human-verification solutions already used: each one is accepted once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('captcha_uses_expires').on(table.expiresAt)],
)

export type UserRow = typeof users.$inferSelect
