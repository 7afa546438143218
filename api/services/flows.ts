// Flows as users fill them in: start, answer step by step, update, read, list, delete. Plain
// functions of the services they need, the acting user and the input: no request in sight.
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { findTemplate, type TemplateRecord } from '../catalogue/catalogue.ts'
import type { OutputKind } from '../contract/catalogue.ts'
import type { Flow, flowFormFieldsSchema } from '../contract/flows.ts'
import { flows, type UserRow } from '../db/schema.ts'
import { checkAnswers, type RawAnswer, resolveField } from '../flows/answers.ts'
import { dependentContent } from '../flows/dependent-content.ts'
import {
  answerValues,
  deleteFlow as deleteFlowAndFiles,
  type FlowRow,
  findOwnFlow,
  flowAnswers,
  flowPage,
  flowResource,
  saveAnswers,
} from '../flows/flow-store.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { DomainError, invalid, invalidField, notFound } from './domain-error.ts'

export type FlowDeps = Pick<ApiServices, 'db' | 'storage' | 'clock'>
export type FlowForm = {
  meta: z.output<typeof flowFormFieldsSchema>
  answers: ReadonlyMap<string, RawAnswer>
}
/** A flow of the user's that still takes answers, with its template. */
export type OpenFlow = { flow: FlowRow; template: TemplateRecord }

const stepParam = z.coerce.number().int().min(1).max(20)

/** One page of the user's flows, newest first, optionally of one output kind. */
export function listFlows(
  deps: Pick<FlowDeps, 'db'>,
  user: UserRow,
  input: { locale: ApiLocale; page: number; perPage: number; output?: OutputKind },
) {
  return flowPage({ db: deps.db, userId: user.id, ...input })
}

/** The user's flow; someone else's is as missing as one that does not exist. */
async function ownFlow(deps: Pick<FlowDeps, 'db'>, user: UserRow, uuid: string, locale: ApiLocale) {
  const flow = await findOwnFlow(deps.db, uuid, user.id)
  if (!flow) throw notFound(locale)
  return flow
}

async function templateOf(deps: Pick<FlowDeps, 'db'>, flow: FlowRow, locale: ApiLocale) {
  const template = await findTemplate(deps.db, String(flow.templateId))
  if (!template) throw notFound(locale)
  return template
}

export async function getFlow(
  deps: Pick<FlowDeps, 'db'>,
  user: UserRow,
  input: { uuid: string; locale: ApiLocale },
): Promise<Flow> {
  const flow = await ownFlow(deps, user, input.uuid, input.locale)
  return flowResource(deps.db, flow, input.locale)
}

/** Deletes the user's flow and the files uploaded with it. */
export async function deleteFlow(
  deps: Pick<FlowDeps, 'db' | 'storage'>,
  user: UserRow,
  input: { uuid: string; locale: ApiLocale },
) {
  const flow = await ownFlow(deps, user, input.uuid, input.locale)
  await deleteFlowAndFiles(deps.db, deps.storage, flow)
}

/** The user's flow, ready for answers: a submitted flow no longer takes any (conflict). */
export async function openFlow(
  deps: Pick<FlowDeps, 'db'>,
  user: UserRow,
  input: { uuid: string; locale: ApiLocale },
): Promise<OpenFlow> {
  const flow = await ownFlow(deps, user, input.uuid, input.locale)
  if (flow.status !== 'in_progress') {
    throw new DomainError('conflict', translate(input.locale, 'flows.locked'))
  }
  return { flow, template: await templateOf(deps, flow, input.locale) }
}

/** A step number of the template, from its text in a path; not found otherwise. */
export function stepNumber(template: TemplateRecord, text: string, locale: ApiLocale) {
  const step = stepParam.safeParse(text)
  if (!step.success || step.data > template.definition.steps.length) throw notFound(locale)
  return step.data
}

/** Answers one step; steps are answered in order, at most one past the furthest so far. */
export async function answerStep(
  deps: FlowDeps,
  { flow, template }: OpenFlow,
  input: { step: number; answers: FlowForm['answers']; locale: ApiLocale },
): Promise<Flow> {
  const { step, locale } = input
  const earlier = await answerValues(deps.db, flow.id)
  const current = Math.max(1, ...(await flowAnswers(deps.db, flow.id)).map((row) => row.step))
  if (step > current + 1) {
    throw invalidField(locale, 'step', translate(locale, 'flows.step_order', { step: current + 1 }))
  }
  const values = await checkedAnswers(template, [step], input.answers, earlier, false, locale)
  await saveAnswers({ ...storage(deps), flow, step: () => step, values })
  return flowResource(deps.db, flow, locale)
}

/**
 * Replaces answers of any steps (`partial`: fields left out keep theirs), or takes the whole form
 * at once (e.g. a flow filled in before signing in), and its variation and result language.
 */
export async function updateFlow(
  deps: FlowDeps,
  { flow, template }: OpenFlow,
  input: FlowForm & { locale: ApiLocale; whole: boolean },
): Promise<Flow> {
  const { meta, locale } = input
  checkVariation(template, meta.variationKey, locale)
  const steps = template.definition.steps.map((_, index) => index + 1)
  const earlier = input.whole ? new Map() : await answerValues(deps.db, flow.id)
  const values = await checkedAnswers(template, steps, input.answers, earlier, !input.whole, locale)
  await saveAnswers({ ...storage(deps), flow, step: stepOfField(template), values })
  return flowResource(deps.db, await saveSettings(deps, flow, meta), locale)
}

/** The template a new flow is started from, by id, key or slug. */
export async function flowTemplate(
  deps: Pick<FlowDeps, 'db'>,
  input: { reference: string; locale: ApiLocale },
) {
  const template = await findTemplate(deps.db, input.reference)
  if (!template) throw notFound(input.locale)
  return template
}

export type FlowDraft = Awaited<ReturnType<typeof draftFlow>>

/** Checks a new flow's form (variation, first step's answers) before anyone signs in or up. */
export async function draftFlow(template: TemplateRecord, input: FlowForm & { locale: ApiLocale }) {
  checkVariation(template, input.meta.variationKey, input.locale)
  const values = await checkedAnswers(template, [1], input.answers, new Map(), false, input.locale)
  return { template, meta: input.meta, values }
}

/** Starts the user's flow from a checked draft, with its first step's answers. */
export async function createFlow(
  deps: FlowDeps,
  user: UserRow,
  draft: FlowDraft,
  locale: ApiLocale,
): Promise<Flow> {
  const now = deps.clock.now()
  const [flow] = await deps.db
    .insert(flows)
    .values({
      uuid: crypto.randomUUID(),
      userId: user.id,
      templateId: draft.template.id,
      locale: draft.meta.flowLocale ?? locale,
      variationKey: draft.meta.variationKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!flow) throw new Error('The flow was not created')
  await saveAnswers({ ...storage(deps), flow, step: () => 1, values: draft.values })
  return flowResource(deps.db, flow, locale)
}

/** A step of the user's flow as the earlier answers shape it. */
export async function stepContent(
  deps: Pick<FlowDeps, 'db'>,
  user: UserRow,
  input: { uuid: string; step: string; locale: ApiLocale },
) {
  const { locale } = input
  const flow = await ownFlow(deps, user, input.uuid, locale)
  const template = await templateOf(deps, flow, locale)
  const step = stepNumber(template, input.step, locale)
  const content = dependentContent(
    template.definition,
    step,
    await answerValues(deps.db, flow.id),
    locale,
  )
  if (!content) throw notFound(locale)
  return content
}

/** Checks answers for some steps of a template; refused input, or a file too large or of a wrong type. */
async function checkedAnswers(
  template: TemplateRecord,
  steps: number[],
  raw: ReadonlyMap<string, RawAnswer>,
  earlier: ReadonlyMap<string, unknown>,
  partial: boolean,
  locale: ApiLocale,
) {
  const known = new Map<string, unknown>([...earlier, ...raw])
  const fields = steps.flatMap((number) =>
    (template.definition.steps[number - 1]?.fields ?? []).map((field) =>
      resolveField(field, known),
    ),
  )
  const result = await checkAnswers({ locale, fields, raw, partial })
  if (Object.keys(result.errors).length > 0) {
    const code =
      result.fileStatus === 413
        ? 'too_large'
        : result.fileStatus === 415
          ? 'unsupported_type'
          : 'validation'
    throw invalid(locale, result.errors, code)
  }
  return result.values
}

function checkVariation(template: TemplateRecord, key: string | undefined, locale: ApiLocale) {
  if (key === undefined || template.definition.variations.some((v) => v.key === key)) return
  throw invalidField(
    locale,
    'variationKey',
    translate(locale, 'validation.in', { attribute: translate(locale, 'attribute.variationKey') }),
  )
}

function stepOfField(template: TemplateRecord) {
  const steps = new Map(
    template.definition.steps.flatMap((step, index) =>
      step.fields.map((field) => [field.name, index + 1] as const),
    ),
  )
  return (name: string) => steps.get(name) ?? 1
}

function storage(deps: FlowDeps) {
  return { db: deps.db, storage: deps.storage, now: deps.clock.now() }
}

/** Saves a new variation or result language, when the form gives one. */
async function saveSettings(deps: Pick<FlowDeps, 'db'>, flow: FlowRow, meta: FlowForm['meta']) {
  const changes = {
    ...(meta.variationKey !== undefined && { variationKey: meta.variationKey }),
    ...(meta.flowLocale !== undefined && { locale: meta.flowLocale }),
  }
  if (Object.keys(changes).length === 0) return flow
  const [updated] = await deps.db
    .update(flows)
    .set(changes)
    .where(eq(flows.id, flow.id))
    .returning()
  return updated ?? flow
}
