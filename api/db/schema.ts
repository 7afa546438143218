// The reference API's tables (Drizzle, PostgreSQL dialect). Times come from the API's clock.

import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { OUTPUT_KINDS } from '../contract/constants.ts'
import { DOCUMENT_STATUSES } from '../contract/flow-documents.ts'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

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

// ── Catalogue (seeded from api/catalogue/seed) ──────────────────────────────────────────

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
})

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    search: tsvector('search').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.locale] }),
    uniqueIndex('category_translations_slug').on(table.locale, table.slug),
    index('category_translations_search').using('gin', table.search),
  ],
)

export const flowTemplates = pgTable('flow_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  output: text('output', { enum: OUTPUT_KINDS }).notNull(),
  freeRequestsPerMonth: integer('free_requests_per_month').notNull(),
  /** The validated seed: steps and fields with their texts in every language, variations, blueprint. */
  definition: jsonb('definition').notNull(),
  position: integer('position').notNull(),
})

export const flowTemplateTranslations = pgTable(
  'flow_template_translations',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => flowTemplates.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Accent-free full-text vector in the locale's language (written by the seed step). */
    search: tsvector('search').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.locale] }),
    uniqueIndex('flow_template_translations_slug').on(table.locale, table.slug),
    index('flow_template_translations_search').using('gin', table.search),
  ],
)

export const flowTemplateCategories = pgTable(
  'flow_template_categories',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => flowTemplates.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.categoryId] })],
)

/** The last time a signed-in user opened a template (for "recently viewed"). */
export const templateViews = pgTable(
  'template_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => flowTemplates.id, { onDelete: 'cascade' }),
    viewedAt: time('viewed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    index('template_views_recent').on(table.userId, table.viewedAt),
  ],
)

// ── Flows: a user's answers to a template, step by step ─────────────────────────────────

export const flows = pgTable(
  'flows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => flowTemplates.id),
    /** The language the result is written in. */
    locale: varchar('locale', { length: 2 }).notNull(),
    variationKey: text('variation_key'),
    status: text('status', { enum: ['in_progress', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('in_progress'),
    generatedDocumentName: text('generated_document_name'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('flows_user_created').on(table.userId, table.createdAt)],
)

export const flowInputs = pgTable(
  'flow_inputs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    name: text('name').notNull(),
    /** A string, number or boolean; for files `{ file: { key, name, type, size } }`. */
    value: jsonb('value').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [uniqueIndex('flow_inputs_field').on(table.flowId, table.name)],
)

// ── Flow documents: what generation makes of a flow, and every saved version of it ──────

export const flowDocuments = pgTable(
  'flow_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    /** The flow's owner, copied so that a user's documents are listed without the flows. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    output: text('output', { enum: OUTPUT_KINDS }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    index('flow_documents_flow').on(table.flowId),
    index('flow_documents_user_created').on(table.userId, table.createdAt),
  ],
)

/** A document's content, never changed once written: an edit or a restore adds a version. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => flowDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Always a `documentContentSchema` document: only the service writes it, after parsing. */
    content: jsonb('content').notNull(),
    /** Who wrote it: the generator's label, `editor` or `restore:<version>`. */
    generator: text('generator').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [uniqueIndex('document_versions_number').on(table.documentId, table.version)],
)

/** Landing pages: one per template and per category, reachable by a slug in each language. */
export const landingPages = pgTable('landing_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  landingId: text('landing_id').notNull().unique(),
  /** What the page presents: a template key or a category key, by page type. */
  value: text('value').notNull(),
  pageType: text('page_type', { enum: ['default', 'category', 'seo'] })
    .notNull()
    .default('default'),
})

/** Which version of each seed data set the database holds (the seed step skips an unchanged one). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: time('applied_at').notNull(),
})

export const schema = {
  users,
  sessions,
  passwordResetTokens,
  emailChanges,
  loginTokens,
  rateLimits,
  mailOutbox,
  captchaUses,
  categories,
  categoryTranslations,
  flowTemplates,
  flowTemplateTranslations,
  flowTemplateCategories,
  templateViews,
  flows,
  flowInputs,
  flowDocuments,
  documentVersions,
  landingPages,
  seedRuns,
}
