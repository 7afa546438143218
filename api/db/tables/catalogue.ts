// The catalogue, seeded from api/catalogue/seed: categories, templates, their translations,
// landing pages.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { OUTPUT_KINDS } from '../../contract/constants.ts'
import { users } from './accounts.ts'
import { time, tsvector } from './columns.ts'

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
