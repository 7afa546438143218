// Reads a flow form: its own fields, validated, and its answers (`inputs[name]`, or an `inputs`
// object in JSON), left raw for the flow service to check against the template.
import type { Context } from 'hono'
import { flowFormFieldsSchema } from '../contract/flows.ts'
import { type RawAnswer, UNREADABLE } from '../flows/answers.ts'
import { isApiLocale } from '../i18n/translate.ts'
import type { FlowForm } from '../services/flows.ts'
import { UPLOAD_BODY_LIMIT_BYTES } from './body.ts'
import type { ApiBindings } from './context.ts'
import { readFields, validateFields } from './validate.ts'

const answerKey = /^inputs\[([a-z][a-z0-9_]*)\]$/

/** The form's fields and answers; a valid `lang` field also sets the language of the reply. */
export async function readFlowForm(c: Context<ApiBindings>): Promise<FlowForm> {
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
  if (isApiLocale(rest.lang)) c.set('locale', rest.lang)
  return { meta: validateFields(c.get('locale'), flowFormFieldsSchema, rest), answers }
}

function rawAnswer(value: unknown): RawAnswer {
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
