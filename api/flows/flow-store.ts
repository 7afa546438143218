// Flows in the database: finding a user's own flow, saving answers, and the flow's wire shape.
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { templateSummary } from '../catalogue/catalogue.ts'
import type { FlowTemplateSummary } from '../contract/catalogue.ts'
import type { Flow } from '../contract/flows.ts'
import { storedFileSchema } from '../contract/flows.ts'
import type { Database } from '../db/database.ts'
import { flowInputs, flows, flowTemplates, flowTemplateTranslations } from '../db/schema.ts'
import { type ApiLocale, isApiLocale } from '../i18n/translate.ts'
import type { FileStorage } from '../services/storage.ts'
import type { Answer } from './answers.ts'

export type FlowRow = typeof flows.$inferSelect

const uuidFormat = z.uuid()

/**
 * How an answer sits in `flow_inputs.value`: always an object, `{ answer }` or `{ file }`. A bare
 * JSON string would be parsed a second time by the driver layer, so "12345" typed in a text field
 * would come back as a number, and text shaped like a file reference could pass for one.
 */
const storedAnswerSchema = z.union([
  storedFileSchema,
  z.object({ answer: z.union([z.string(), z.number(), z.boolean(), z.null()]) }),
])
type StoredAnswer = z.infer<typeof storedAnswerSchema>

function readStored(value: unknown): StoredAnswer | null {
  const parsed = storedAnswerSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

function answerValue(stored: StoredAnswer | null) {
  if (!stored) return null
  return 'file' in stored ? stored : stored.answer
}

/** Every upload of a flow lives under its own folder: nothing else is ever deleted with it. */
const uploadFolder = (flow: FlowRow) => `uploads/${flow.uuid}/`

/** The user's flow with this uuid; someone else's flow is as invisible as a missing one. */
export async function findOwnFlow(db: Database, uuid: string, userId: number) {
  if (!uuidFormat.safeParse(uuid).success) return undefined
  return db.query.flows.findFirst({ where: and(eq(flows.uuid, uuid), eq(flows.userId, userId)) })
}

export async function flowAnswers(db: Database, flowId: number) {
  return db.query.flowInputs.findMany({
    where: eq(flowInputs.flowId, flowId),
    orderBy: asc(flowInputs.id),
  })
}

/** Saves a step's answers: files go to storage, other answers are upserted as JSON values. */
export async function saveAnswers(options: {
  db: Database
  storage: FileStorage
  flow: FlowRow
  step: (name: string) => number
  values: ReadonlyMap<string, Answer>
  now: Date
}) {
  const { db, storage, flow, values, now } = options
  const previous = new Map(
    (await flowAnswers(db, flow.id)).map((row) => [row.name, readStored(row.value)]),
  )
  for (const [name, answer] of values) {
    let stored: StoredAnswer
    if (answer !== null && typeof answer === 'object') {
      const key = `${uploadFolder(flow)}${randomUUID()}`
      await storage.put(key, new Uint8Array(await answer.upload.arrayBuffer()))
      const fileName = answer.upload.name.replace(/[\\/\p{Cc}]/gu, '').slice(-200) || 'upload'
      stored = { file: { key, name: fileName, type: answer.type, size: answer.upload.size } }
    } else stored = { answer }
    // A replaced or cleared upload leaves nothing behind in storage.
    const before = previous.get(name)
    if (before && 'file' in before && before.file.key.startsWith(uploadFolder(flow))) {
      await storage.delete(before.file.key)
    }
    await db
      .insert(flowInputs)
      .values({ flowId: flow.id, step: options.step(name), name, value: stored, updatedAt: now })
      .onConflictDoUpdate({
        target: [flowInputs.flowId, flowInputs.name],
        set: { value: stored, step: options.step(name), updatedAt: now },
      })
  }
  await db.update(flows).set({ updatedAt: now }).where(eq(flows.id, flow.id))
}

/** The flow's answers by field name, as values (files as their `{ file }` reference). */
export async function answerValues(db: Database, flowId: number) {
  const rows = await flowAnswers(db, flowId)
  return new Map<string, unknown>(rows.map((row) => [row.name, answerValue(readStored(row.value))]))
}

/** Deletes a flow and the files uploaded with it. */
export async function deleteFlow(db: Database, storage: FileStorage, flow: FlowRow) {
  for (const row of await flowAnswers(db, flow.id)) {
    const stored = readStored(row.value)
    if (stored && 'file' in stored && stored.file.key.startsWith(uploadFolder(flow))) {
      await storage.delete(stored.file.key)
    }
  }
  await db.delete(flows).where(eq(flows.id, flow.id))
}

export async function flowResource(db: Database, flow: FlowRow, locale: ApiLocale): Promise<Flow> {
  const [answers, summary] = await Promise.all([
    flowAnswers(db, flow.id),
    templateSummary(db, flow.templateId, locale),
  ])
  return shapeFlow(flow, answers, summary)
}

function shapeFlow(
  flow: FlowRow,
  answers: (typeof flowInputs.$inferSelect)[],
  summary: Pick<FlowTemplateSummary, 'key' | 'slug' | 'name' | 'output'> | undefined,
): Flow {
  return {
    uuid: flow.uuid,
    status: flow.status,
    current_step: Math.max(1, ...answers.map((answer) => answer.step)),
    locale: isApiLocale(flow.locale) ? flow.locale : 'en',
    variation_key: flow.variationKey,
    generated_document_name: flow.generatedDocumentName,
    inputs: answers.map((answer) => ({
      name: answer.name,
      value: answerValue(readStored(answer.value)),
      template: { step: { number: answer.step } },
    })),
    flow_template: {
      id: flow.templateId,
      key: summary?.key ?? '',
      slug: summary?.slug ?? '',
      name: summary?.name ?? '',
      output: summary?.output ?? 'document',
    },
    created_at: flow.createdAt.toISOString(),
    updated_at: flow.updatedAt.toISOString(),
  }
}

/**
 * One page of the user's flows, newest first, optionally of one output kind. Three statements
 * whatever the page holds: the total, the flows with their templates, and all their answers.
 */
export async function flowPage(options: {
  db: Database
  userId: number
  locale: ApiLocale
  page: number
  perPage: number
  output?: 'document' | 'pdf' | 'music' | 'speech'
}) {
  const { db, userId, locale, page, perPage, output } = options
  const where = and(eq(flows.userId, userId), output ? eq(flowTemplates.output, output) : undefined)
  const [total] = await db
    .select({ n: count() })
    .from(flows)
    .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
    .where(where)
  const rows = await db
    .select({
      flow: flows,
      summary: {
        key: flowTemplates.key,
        slug: flowTemplateTranslations.slug,
        name: flowTemplateTranslations.name,
        output: flowTemplates.output,
      },
    })
    .from(flows)
    .innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
    .leftJoin(
      flowTemplateTranslations,
      and(
        eq(flowTemplateTranslations.templateId, flows.templateId),
        eq(flowTemplateTranslations.locale, locale),
      ),
    )
    .where(where)
    .orderBy(desc(flows.createdAt), desc(flows.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const answers =
    rows.length === 0
      ? []
      : await db.query.flowInputs.findMany({
          where: inArray(
            flowInputs.flowId,
            rows.map((row) => row.flow.id),
          ),
          orderBy: asc(flowInputs.id),
        })
  const answersOf = Map.groupBy(answers, (answer) => answer.flowId)
  const data = rows.map(({ flow, summary }) =>
    shapeFlow(
      flow,
      answersOf.get(flow.id) ?? [],
      // A template without this language's text keeps the shape the single-flow read gives it.
      summary.slug === null || summary.name === null
        ? undefined
        : { ...summary, slug: summary.slug, name: summary.name },
    ),
  )
  return { data, total: total?.n ?? 0 }
}
