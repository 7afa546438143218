// The step wizard's calls (SPEC §7 "Flows"): a step as the earlier answers shape it, starting a
// flow with its first step, answering the next ones, and processing it. Refused answers (422)
// come back as field errors, in the user's language, never as a failure.
import { templateFormResponseSchema } from '@contract/catalogue'
import { validationErrorSchema } from '@contract/common'
import { dependentContentResponseSchema, flowResourceSchema } from '@contract/flows'
import { completionStatusSchema } from '@contract/generation'
import { api } from './api.server'
import { ApiError } from './api-client'

export type StepOutcome =
  | { ok: true; flowUuid: string }
  | { ok: false; message: string; errors: Record<string, string>; quota?: boolean }

/**
 * A 422's errors by field name (`inputs.job_title` → `job_title`), first message each; a 402 (no
 * free request left) as its message.
 */
function refused(error: unknown): StepOutcome | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 402) return { ok: false, message: error.message, errors: {}, quota: true }
  if (error.status !== 422) return null
  const parsed = validationErrorSchema.safeParse(error.body)
  const errors: Record<string, string> = {}
  for (const [key, messages] of Object.entries(parsed.success ? parsed.data.errors : {})) {
    const [first] = messages
    if (first) errors[key.replace(/^inputs\./, '')] = first
  }
  return { ok: false, message: error.message, errors }
}

/** A template's first step, for its landing page. */
export async function templateForm(templateId: number) {
  const form = await api().json(
    'GET',
    `/api/flow-templates/${templateId}/form`,
    templateFormResponseSchema,
  )
  return form.data
}

/** A flow's step as the earlier answers shape it, with the flow and its answers. */
export async function flowStep(flowUuid: string, step: number) {
  const client = api()
  const [flow, content] = await Promise.all([
    client.json('GET', `/api/flows/${flowUuid}`, flowResourceSchema),
    client.json(
      'GET',
      `/api/flow-dependent-content/${flowUuid}/steps/${step}`,
      dependentContentResponseSchema,
    ),
  ])
  const form = await client.json(
    'GET',
    `/api/flow-templates/${flow.data.flow_template.id}/form`,
    templateFormResponseSchema,
  )
  return { flow: flow.data, ...content.data, totalSteps: form.data.steps.length }
}

/** POST /api/flows/{templateId} (first step) or /api/flows/{uuid}/steps/{n}. */
export async function submitStep(path: string, form: FormData): Promise<StepOutcome> {
  try {
    const flow = await api().json('POST', path, flowResourceSchema, form)
    return { ok: true, flowUuid: flow.data.uuid }
  } catch (error) {
    const outcome = refused(error)
    if (outcome) return outcome
    throw error
  }
}

/** Processes the flow (from its edited outline when it has one). */
export async function processFlow(
  flowUuid: string,
  input: { documentName: string; outline?: string },
) {
  const path = input.outline === undefined ? 'process' : 'process-from-outline'
  try {
    await api().json('POST', `/api/flows/${flowUuid}/${path}`, completionStatusSchema, input)
    return { ok: true as const, flowUuid }
  } catch (error) {
    const outcome = refused(error)
    if (outcome) return outcome
    throw error
  }
}
