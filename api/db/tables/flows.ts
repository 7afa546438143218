// Flows (a user's answers to a template, step by step) and the documents made of them, with
// every version.
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { OUTPUT_KINDS } from '../../contract/constants.ts'
import { DOCUMENT_STATUSES } from '../../contract/flow-documents.ts'
import { users } from './accounts.ts'
import { flowTemplates } from './catalogue.ts'
import { time } from './columns.ts'

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
    /** Why generation failed: a reason code (`generation.failed.<reason>`), worded when read. */
    failureReason: text('failure_reason'),
    /** How far generation is, 0 to 100. */
    progress: integer('progress').notNull().default(0),
    /** The generation job under way or last run (pg-boss id). */
    jobId: uuid('job_id'),
    /** The storage key of the thumbnail shown for the document, one of its rendered pages. */
    thumbnail: text('thumbnail'),
    completedAt: time('completed_at'),
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

/**
 * One row per completed generation: what a user's free requests for a template are counted
 * against (per calendar month), whatever becomes of the document afterwards.
 */
export const generations = pgTable(
  'generations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => flowTemplates.id),
    documentId: integer('document_id').references(() => flowDocuments.id, { onDelete: 'set null' }),
    generator: text('generator').notNull(),
    completedAt: time('completed_at').notNull(),
  },
  (table) => [
    index('generations_user_template').on(table.userId, table.templateId, table.completedAt),
  ],
)
