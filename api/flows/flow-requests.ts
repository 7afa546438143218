// What the flow endpoints share: reading a flow form, checking its answers, finding the
// user's own flow and its template, and answering with the flow's wire shape.
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { findTemplate, type TemplateRecord } from '../catalogue/catalogue.ts'
import { flowFormFieldsSchema } from '../contract/flows.ts'
import { flows } from '../db/schema.ts'
import { requireUser } from '../http/auth.ts'
import { UPLOAD_BODY_LIMIT_BYTES } from '../http/body.ts'
import type { ApiBindings } from '../http/context.ts'
import { HttpError, validationError } from '../http/errors.ts'
import { readFields, validateFields } from '../http/validate.ts'
import { translate } from '../i18n/translate.ts'
import { checkAnswers, type RawAnswer, resolveField, UNREADABLE } from './answers.ts'
import { answerValues, type FlowRow, findOwnFlow, flowResource } from './flow-store.ts'

const answerKey = /^inputs\[([a-z][a-z0-9_]*)\]$/

type FlowBindings = ApiBindings

export const notFound = (c: Context<FlowBindings>) =>
  new HttpError(404, { message: translate(c.get('locale'), 'http.not_found') })

/** The form's own fields and its answers (`inputs[name]`, or an `inputs` object in JSON). */
export async function readFlowForm(c: Context<FlowBindings>) {
  const fields = await readFields(c, { multipartBytes: UPLOAD_BODY_LIMIT_BYTES })
  const answers = new Map<string, RawAnswer>()
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    const match = answerKey.exec(key)
    if (match?.[1]) answers.set(match[1], rawAnswer(value))
    else if (
      key === 'inputs' &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      for (const [name, answer] of Object.entries(value)) answers.set(name, rawAnswer(answer))
    } else rest[key] = value
  }
  if (
    typeof rest.lang === 'string' &&
    (rest.lang === 'en' || rest.lang === 'fr' || rest.lang === 'es' || rest.lang === 'it')
  ) {
    c.set('locale', rest.lang)
  }
  return { meta: validateFields(c.get('locale'), flowFormFieldsSchema, rest), answers }
}

export function rawAnswer(value: unknown): RawAnswer {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof File
  ) {
    return value
  }
  // Arrays and objects are no answer to any field: they fail the field's type check.
  return UNREADABLE
}

/** Checks answers for some steps of a template; 413/415/422 on failure. */
export async function checkedAnswers(
  c: Context<FlowBindings>,
  template: TemplateRecord,
  steps: number[],
  raw: ReadonlyMap<string, RawAnswer>,
  earlier: ReadonlyMap<string, unknown>,
  partial: boolean,
) {
  const locale = c.get('locale')
  const known = new Map<string, unknown>([...earlier, ...raw])
  const fields = steps.flatMap((number) =>
    (template.definition.steps[number - 1]?.fields ?? []).map((field) =>
      resolveField(field, known),
    ),
  )
  const result = await checkAnswers({ locale, fields, raw, partial })
  if (Object.keys(result.errors).length > 0) {
    const error = validationError(locale, result.errors)
    if (result.fileStatus) throw new HttpError(result.fileStatus, error.body)
    throw error
  }
  return result.values
}

export function stepOfField(template: TemplateRecord) {
  const steps = new Map(
    template.definition.steps.flatMap((step, index) =>
      step.fields.map((field) => [field.name, index + 1] as const),
    ),
  )
  return (name: string) => steps.get(name) ?? 1
}

export async function ownFlow(c: Context<FlowBindings>) {
  const user = await requireUser(c)
  const flow = await findOwnFlow(c.get('services').db, c.req.param('id') ?? '', user.id)
  if (!flow) throw notFound(c)
  return flow
}

export function requireOpen(c: Context<FlowBindings>, flow: FlowRow) {
  if (flow.status !== 'in_progress') {
    throw new HttpError(409, { message: translate(c.get('locale'), 'flows.locked') })
  }
}

export async function templateOf(c: Context<FlowBindings>, flow: FlowRow) {
  const template = await findTemplate(c.get('services').db, String(flow.templateId))
  if (!template) throw notFound(c)
  return template
}

export function answersSoFar(c: Context<FlowBindings>, flow: FlowRow) {
  return answerValues(c.get('services').db, flow.id)
}

export function checkVariation(
  c: Context<FlowBindings>,
  template: TemplateRecord,
  key: string | undefined,
) {
  if (
    key === undefined ||
    template.definition.variations.some((variation) => variation.key === key)
  )
    return
  const locale = c.get('locale')
  throw validationError(locale, {
    variationKey: [
      translate(locale, 'validation.in', {
        attribute: translate(locale, 'attribute.variationKey'),
      }),
    ],
  })
}

export async function respondWithFlow(
  c: Context<FlowBindings>,
  flow: FlowRow,
  status: 200 | 201 = 200,
) {
  return c.json({ data: await flowResource(c.get('services').db, flow, c.get('locale')) }, status)
}

export function storageContext(c: Context<FlowBindings>) {
  const { db, storage, clock } = c.get('services')
  return { db, storage, now: clock.now() }
}

/** Saves a new variation or result language, when the form gives one. */
export async function saveSettings(
  c: Context<FlowBindings>,
  flow: FlowRow,
  meta: { variationKey?: string; flowLocale?: FlowRow['locale'] },
) {
  const changes = {
    ...(meta.variationKey !== undefined && { variationKey: meta.variationKey }),
    ...(meta.flowLocale !== undefined && { locale: meta.flowLocale }),
  }
  if (Object.keys(changes).length === 0) return flow
  const [updated] = await c
    .get('services')
    .db.update(flows)
    .set(changes)
    .where(eq(flows.id, flow.id))
    .returning()
  return updated ?? flow
}
