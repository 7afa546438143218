// Reads a request body and validates it against a contract schema; failures become Laravel 422s.
import type { Context } from 'hono'
import type { z } from 'zod'
import { en, type MessageKey } from '../i18n/en.ts'
import { type ApiLocale, isApiLocale, translate } from '../i18n/translate.ts'
import { FIELDS_BODY_LIMIT_BYTES, readBodyBytes } from './body.ts'
import type { ApiBindings } from './context.ts'
import { HttpError, validationError } from './errors.ts'

type Issue = z.core.$ZodIssue

/**
 * The request's fields: JSON, urlencoded or multipart (file parts are left to their endpoint),
 * read under the body limits: FIELDS_BODY_LIMIT_BYTES, or `multipartBytes` for multipart.
 */
export async function readFields(
  c: Context<ApiBindings>,
  { multipartBytes = FIELDS_BODY_LIMIT_BYTES } = {},
): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    const text = new TextDecoder().decode(await readBodyBytes(c, FIELDS_BODY_LIMIT_BYTES))
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new HttpError(400, { message: translate(c.get('locale'), 'http.malformed_body') })
    }
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}
  }
  const multipart = type.includes('multipart/form-data')
  if (!multipart && !type.includes('application/x-www-form-urlencoded')) return {}
  const limit = multipart ? multipartBytes : FIELDS_BODY_LIMIT_BYTES
  const bytes = await readBodyBytes(c, limit, multipart && limit > FIELDS_BODY_LIMIT_BYTES)
  const form = await new Response(bytes, { headers: { 'content-type': type } })
    .formData()
    .catch(() => {
      throw new HttpError(400, { message: translate(c.get('locale'), 'http.malformed_body') })
    })
  const fields: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key)
    // Answers (`inputs[name]`) stay as typed: "true" in a text field is text.
    const read = (value: FormDataEntryValue) =>
      key.startsWith('inputs[') ? value : formValue(value)
    fields[key] =
      values.length === 1 && values[0] !== undefined ? read(values[0]) : values.map(read)
  }
  return fields
}

function formValue(value: unknown) {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
}

/** Validates the body; a valid `lang` field also sets the language of the errors and replies. */
export async function validateBody<Schema extends z.ZodType>(
  c: Context<ApiBindings>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const fields = await readFields(c)
  if (isApiLocale(fields.lang)) c.set('locale', fields.lang)
  return validateFields(c.get('locale'), schema, fields)
}

export function validateFields<Schema extends z.ZodType>(
  locale: ApiLocale,
  schema: Schema,
  fields: Record<string, unknown>,
): z.output<Schema> {
  const errors: Record<string, string[]> = {}
  // PostgreSQL text cannot hold NUL: refuse it here instead of failing in the database.
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string' && (value.includes('\u0000') || !value.isWellFormed())) {
      errors[field] = [
        translate(locale, 'validation.invalid', { attribute: attributeName(locale, field) }),
      ]
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(locale, errors)
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'input')
    const attribute = attributeName(locale, field)
    const message = issueMessage(locale, issue, attribute, fields[field])
    errors[field] = [...(errors[field] ?? []), message]
  }
  throw validationError(locale, errors)
}

export function attributeName(locale: ApiLocale, field: string) {
  const key = `attribute.${field}`
  return isAttributeKey(key) ? translate(locale, key) : field.replaceAll('_', ' ')
}

const attributeKeys: ReadonlySet<string> = new Set(
  Object.keys(en).filter((key) => key.startsWith('attribute.')),
)

function isAttributeKey(key: string): key is MessageKey {
  return attributeKeys.has(key)
}

function issueMessage(locale: ApiLocale, issue: Issue, attribute: string, input: unknown) {
  const missing = input === undefined || input === null || input === ''
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return translate(locale, 'validation.required', { attribute })
      if (issue.expected === 'boolean')
        return translate(locale, 'validation.boolean', { attribute })
      return translate(locale, 'validation.string', { attribute })
    case 'too_small':
      if (
        missing ||
        (issue.origin === 'string' && typeof input === 'string' && input.trim() === '')
      ) {
        return translate(locale, 'validation.required', { attribute })
      }
      return translate(locale, 'validation.min_string', { attribute, min: Number(issue.minimum) })
    case 'too_big':
      return translate(locale, 'validation.max_string', { attribute, max: Number(issue.maximum) })
    case 'invalid_format':
      if (issue.format === 'email') return translate(locale, 'validation.email', { attribute })
      return translate(locale, 'validation.invalid', { attribute })
    case 'invalid_value':
      return translate(locale, 'validation.in', { attribute })
    default:
      return translate(locale, 'validation.invalid', { attribute })
  }
}
