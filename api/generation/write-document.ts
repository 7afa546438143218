// What the generation job does for one document: read the flow, have the generator write it,
// store it as the document's next version, and mark document and flow completed (counting one
// request) or failed with a reason the user can read.
import { and, eq } from 'drizzle-orm'
import { findTemplate } from '../catalogue/catalogue.ts'
import { flowDocuments, flows, flowTemplateTranslations, generations } from '../db/schema.ts'
import { answerValues } from '../flows/flow-store.ts'
import { isApiLocale } from '../i18n/translate.ts'
import type { ApiServices } from '../services/dependencies.ts'
import { sendDocumentReadyMail } from '../services/document-ready-mail.ts'
import { DomainError } from '../services/domain-error.ts'
import { addDocumentVersion } from '../services/flow-documents.ts'
import { type FailureReason, GenerationFailure } from './generator.ts'
import { parseOutline } from './outline.ts'

export type WriteDocumentDeps = Pick<
  ApiServices,
  'db' | 'clock' | 'generator' | 'mailer' | 'config'
>

type Attempt = {
  signal: AbortSignal
  /** No retry follows this attempt: an unexpected error fails the document now. */
  last: boolean
  log?: (message: string) => void
}

/** Progress as the generator reports it, written at most every half second and never backwards. */
function progressWriter(deps: WriteDocumentDeps, documentId: number) {
  let written = 0
  let at = 0
  return (done: number) => {
    const percent = Math.min(85, 10 + Math.round(75 * Math.max(0, Math.min(1, done))))
    const now = Date.now()
    if (percent <= written || now - at < 500) return
    written = percent
    at = now
    void deps.db
      .update(flowDocuments)
      .set({ progress: percent })
      .where(and(eq(flowDocuments.id, documentId), eq(flowDocuments.status, 'processing')))
      .catch(() => {})
  }
}

async function fail(
  deps: WriteDocumentDeps,
  documentId: number,
  flowId: number,
  reason: FailureReason,
) {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await tx
      .update(flowDocuments)
      .set({ status: 'failed', failureReason: reason, progress: 0, updatedAt: now })
      .where(eq(flowDocuments.id, documentId))
    await tx.update(flows).set({ status: 'failed', updatedAt: now }).where(eq(flows.id, flowId))
  })
}

export async function writeDocument(deps: WriteDocumentDeps, documentId: number, attempt: Attempt) {
  const document = await deps.db.query.flowDocuments.findFirst({
    where: eq(flowDocuments.id, documentId),
  })
  // Deleted with its flow, or already written by an attempt that finished after all.
  if (!document || document.status === 'completed') return
  const flow = await deps.db.query.flows.findFirst({ where: eq(flows.id, document.flowId) })
  if (!flow) return
  try {
    const template = await findTemplate(deps.db, String(flow.templateId))
    if (!template) throw new GenerationFailure('internal', `Template ${flow.templateId} is gone`)
    const locale = isApiLocale(flow.locale) ? flow.locale : 'en'
    const translation = await deps.db.query.flowTemplateTranslations.findFirst({
      where: and(
        eq(flowTemplateTranslations.templateId, template.id),
        eq(flowTemplateTranslations.locale, locale),
      ),
    })
    await deps.db
      .update(flowDocuments)
      .set({ status: 'processing', progress: 10, updatedAt: deps.clock.now() })
      .where(eq(flowDocuments.id, document.id))
    const answers = await answerValues(deps.db, flow.id)
    const outlineStep = template.definition.steps.find((step) => step.kind === 'outline')
    const outlineAnswer = outlineStep?.fields[0] && answers.get(outlineStep.fields[0].name)
    const content = await deps.generator.compose({
      template: {
        key: template.key,
        name: translation?.name ?? template.key,
        description: translation?.description ?? '',
      },
      definition: template.definition,
      locale,
      answers,
      documentName: document.name,
      variationKey: flow.variationKey,
      ...(typeof outlineAnswer === 'string' && { outline: parseOutline(outlineAnswer) }),
      today: deps.clock.now(),
      signal: attempt.signal,
      onProgress: progressWriter(deps, document.id),
    })
    await addDocumentVersion(deps, document, {
      data: content,
      generator: deps.generator.name,
      locale,
    }).catch((error: unknown) => {
      if (error instanceof DomainError) {
        throw new GenerationFailure('invalid_output', error.message, { cause: error })
      }
      throw error
    })
    const now = deps.clock.now()
    await deps.db.transaction(async (tx) => {
      await tx
        .update(flowDocuments)
        .set({
          status: 'completed',
          progress: 100,
          failureReason: null,
          completedAt: now,
          updatedAt: now,
        })
        .where(eq(flowDocuments.id, document.id))
      await tx
        .update(flows)
        .set({ status: 'completed', updatedAt: now })
        .where(eq(flows.id, flow.id))
      await tx.insert(generations).values({
        userId: flow.userId,
        templateId: template.id,
        documentId: document.id,
        generator: deps.generator.name,
        completedAt: now,
      })
    })
    await sendDocumentReadyMail(deps, { document, flow }).catch((error: unknown) =>
      attempt.log?.(`Document ${document.uuid}: the ready mail failed: ${String(error)}`),
    )
  } catch (error) {
    if (error instanceof GenerationFailure) {
      attempt.log?.(`Document ${document.uuid} failed: ${error.reason} (${error.detail})`)
      await fail(deps, document.id, flow.id, error.reason)
      return
    }
    if (!attempt.last) throw error
    attempt.log?.(`Document ${document.uuid} failed: ${String(error)}`)
    await fail(deps, document.id, flow.id, 'internal')
  }
}
