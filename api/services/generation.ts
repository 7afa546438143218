// Processing a flow into its document: the checks (answers complete, free requests left), the
// state change and its job in one transaction, and what the web app polls and reads afterwards.
import { and, count, desc, eq, gte, ne } from 'drizzle-orm'
import type { TemplateRecord } from '../catalogue/catalogue.ts'
import { findTemplate } from '../catalogue/catalogue.ts'
import type { CompletionStatus } from '../contract/generation.ts'
import {
  flowDocuments,
  flowInputs,
  flows,
  flowTemplateTranslations,
  generations,
  type UserRow,
} from '../db/schema.ts'
import { type FlowRow, findOwnFlow } from '../flows/flow-store.ts'
import { generateDocumentQueue } from '../generation/generate-job.ts'
import { FAILURE_REASONS } from '../generation/generator.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import { enqueueJob } from '../jobs/enqueue.ts'
import type { ApiServices } from './dependencies.ts'
import { DomainError, notFound } from './domain-error.ts'

export type GenerationDeps = Pick<ApiServices, 'db' | 'clock' | 'jobs'>
type FlowInput = { uuid: string; locale: ApiLocale }
type DocumentRow = typeof flowDocuments.$inferSelect

/** Templates whose results the generation job writes (music and speech have their own). */
const WRITTEN_OUTPUTS = new Set(['document', 'pdf'])

/** The first day of the clock's month (UTC): free requests are counted per calendar month. */
function monthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/**
 * The user's generations of the template left this month: its results written this month, and
 * the flows being written now (so several tabs cannot process past the allowance).
 */
export async function remainingRequests(
  deps: Pick<ApiServices, 'db' | 'clock'>,
  user: UserRow,
  template: Pick<TemplateRecord, 'id' | 'freeRequestsPerMonth'>,
) {
  const [written, writing] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(generations)
      .where(
        and(
          eq(generations.userId, user.id),
          eq(generations.templateId, template.id),
          gte(generations.completedAt, monthStart(deps.clock.now())),
        ),
      ),
    deps.db
      .select({ n: count() })
      .from(flows)
      .where(
        and(
          eq(flows.userId, user.id),
          eq(flows.templateId, template.id),
          eq(flows.status, 'processing'),
        ),
      ),
  ])
  return Math.max(0, template.freeRequestsPerMonth - (written[0]?.n ?? 0) - (writing[0]?.n ?? 0))
}

async function ownFlow(deps: Pick<ApiServices, 'db'>, user: UserRow, input: FlowInput) {
  const flow = await findOwnFlow(deps.db, input.uuid, user.id)
  if (!flow) throw notFound(input.locale)
  return flow
}

async function templateOf(deps: Pick<ApiServices, 'db'>, flow: FlowRow, locale: ApiLocale) {
  const template = await findTemplate(deps.db, String(flow.templateId))
  if (!template) throw notFound(locale)
  return template
}

async function templateName(
  deps: Pick<ApiServices, 'db'>,
  template: TemplateRecord,
  flow: FlowRow,
) {
  const translation = await deps.db.query.flowTemplateTranslations.findFirst({
    where: and(
      eq(flowTemplateTranslations.templateId, template.id),
      eq(flowTemplateTranslations.locale, flow.locale),
    ),
  })
  return translation?.name ?? template.key
}

/** The flow's newest document, if processing was ever asked for. */
export function latestDocument(deps: Pick<ApiServices, 'db'>, flow: Pick<FlowRow, 'id'>) {
  return deps.db.query.flowDocuments.findFirst({
    where: eq(flowDocuments.flowId, flow.id),
    orderBy: desc(flowDocuments.id),
  })
}

/** The outline step's field of the template, if it has one. */
export function outlineField(template: TemplateRecord) {
  const step = template.definition.steps.findIndex((candidate) => candidate.kind === 'outline')
  const field = template.definition.steps[step]?.fields[0]
  return field ? { step: step + 1, name: field.name } : null
}

/**
 * 422 naming the first step with a required answer missing. An outline step is never required:
 * without an edited outline, the document follows the template's sections.
 */
async function checkAnswered(
  deps: Pick<ApiServices, 'db'>,
  flow: FlowRow,
  template: TemplateRecord,
  locale: ApiLocale,
) {
  const rows = await deps.db
    .select({ name: flowInputs.name })
    .from(flowInputs)
    .where(eq(flowInputs.flowId, flow.id))
  const answered = new Set(rows.map((row) => row.name))
  for (const [index, step] of template.definition.steps.entries()) {
    if (step.kind === 'outline') continue
    const missing = step.fields.find((field) => field.rules.required && !answered.has(field.name))
    if (missing) {
      throw new DomainError(
        'validation',
        translate(locale, 'generation.incomplete', { step: index + 1 }),
        {
          fields: {
            step: [
              translate(locale, 'flows.missing_answer', {
                field: missing.label[locale],
                step: index + 1,
              }),
            ],
          },
        },
      )
    }
  }
}

function failureMessage(locale: ApiLocale, reason: string | null) {
  const code = FAILURE_REASONS.find((candidate) => candidate === reason) ?? 'internal'
  return translate(locale, `generation.failed.${code}`)
}

function statusOf(
  flow: FlowRow,
  document: DocumentRow | undefined,
  locale: ApiLocale,
): CompletionStatus {
  const status = flow.status
  return {
    status,
    progress:
      status === 'completed' ? 100 : status === 'processing' ? (document?.progress ?? 0) : 0,
    reason: status === 'failed' ? failureMessage(locale, document?.failureReason ?? null) : null,
    document_uuid: document?.uuid ?? null,
  }
}

/**
 * Moves the flow to `processing` and enqueues its generation, both or neither. Asking again while
 * it runs changes nothing (one job); a completed or failed flow is generated again.
 */
export async function processFlow(
  deps: GenerationDeps,
  user: UserRow,
  input: FlowInput & {
    /** Without one: the name given before, else the tool's name. */
    documentName?: string
    /** From an outline: the edited outline, or null for the one saved with the outline step. */
    outline?: string | null
  },
): Promise<CompletionStatus> {
  const { locale } = input
  const flow = await ownFlow(deps, user, input)
  if (flow.status === 'processing') return statusOf(flow, await latestDocument(deps, flow), locale)
  const template = await templateOf(deps, flow, locale)
  if (!WRITTEN_OUTPUTS.has(template.output)) {
    throw new DomainError('unavailable', translate(locale, 'generation.failed.not_supported'))
  }
  const outline = input.outline === undefined ? null : outlineField(template)
  await checkAnswered(deps, flow, template, locale)
  const documentName =
    input.documentName ?? flow.generatedDocumentName ?? (await templateName(deps, template, flow))
  if ((await remainingRequests(deps, user, template)) === 0) {
    throw new DomainError(
      'quota_exhausted',
      translate(locale, 'generation.no_requests_left', { count: template.freeRequestsPerMonth }),
    )
  }
  const now = deps.clock.now()
  const document = await deps.db.transaction(async (tx) => {
    // The guard against a second click: only one request moves the flow out of its state.
    const [moved] = await tx
      .update(flows)
      .set({ status: 'processing', generatedDocumentName: documentName, updatedAt: now })
      .where(and(eq(flows.id, flow.id), ne(flows.status, 'processing')))
      .returning({ id: flows.id })
    if (!moved) return null
    if (outline && typeof input.outline === 'string') {
      await tx
        .insert(flowInputs)
        .values({
          flowId: flow.id,
          step: outline.step,
          name: outline.name,
          value: { answer: input.outline },
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [flowInputs.flowId, flowInputs.name],
          set: { value: { answer: input.outline }, updatedAt: now },
        })
    }
    const [existing] = await tx
      .select()
      .from(flowDocuments)
      .where(eq(flowDocuments.flowId, flow.id))
      .orderBy(desc(flowDocuments.id))
      .limit(1)
    const fresh = {
      status: 'pending' as const,
      progress: 0,
      failureReason: null,
      name: documentName,
      updatedAt: now,
    }
    const [row] = existing
      ? await tx
          .update(flowDocuments)
          .set(fresh)
          .where(eq(flowDocuments.id, existing.id))
          .returning()
      : await tx
          .insert(flowDocuments)
          .values({
            ...fresh,
            uuid: crypto.randomUUID(),
            flowId: flow.id,
            userId: flow.userId,
            output: template.output,
            createdAt: now,
          })
          .returning()
    if (!row) throw new Error('The document was not saved')
    const job = await enqueueJob(
      deps.jobs,
      generateDocumentQueue,
      { documentId: row.id },
      // One job per round. The guarded update above is what lets a single request in; the key is
      // the round's own, because the last round's job may still be finishing (sending its mail)
      // after the document reads completed, and a new round must not be folded into it.
      { singletonKey: `document:${row.id}:${crypto.randomUUID()}`, tx },
    )
    await tx.update(flowDocuments).set({ jobId: job.id }).where(eq(flowDocuments.id, row.id))
    return row
  })
  const current = (await findOwnFlow(deps.db, flow.uuid, user.id)) ?? flow
  return statusOf(current, document ?? (await latestDocument(deps, flow)), locale)
}

/** Where the flow's processing stands: in progress, processing (with a percentage), done or failed. */
export async function completionStatus(
  deps: Pick<ApiServices, 'db'>,
  user: UserRow,
  input: FlowInput,
): Promise<CompletionStatus> {
  const flow = await ownFlow(deps, user, input)
  return statusOf(flow, await latestDocument(deps, flow), input.locale)
}
