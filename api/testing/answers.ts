// Valid answers to a form's fields, built from the fields as GET /api/flow-templates/{id}/form
// (or the flow's dependent content) describes them: the first option of a choice, a number
// within its bounds, a calendar date, an email, text of an allowed length matching any pattern.
import type { FormField } from '../contract/catalogue.ts'

export const SAMPLE_DATE = '2026-12-24'
export const SAMPLE_EMAIL = 'ada.lovelace@example.com'
const SAMPLE_TEXT = 'Ada Lovelace'
const SAMPLE_PARAGRAPH =
  'A clear, concrete answer written for an automated test, long enough for most rules. '
/** Values tried, after the field's placeholder, for a text field with a pattern. */
const PATTERN_CANDIDATES = [
  'Ada Lovelace',
  'Ada',
  'INV-2026-001',
  '+44 7700 900123',
  '06 12 34 56 78',
  'AB12 3CD',
  '75001',
  'example.com',
  'https://example.com',
  'abc',
  '12345',
]

const codePoints = (text: string) => [...text].length

function fitsLength(field: FormField, text: string) {
  const length = codePoints(text)
  const max = field.rules.max_length ?? (field.type === 'textarea' ? 5000 : 255)
  return length >= (field.rules.min_length ?? 0) && length <= max
}

function textAnswer(field: FormField) {
  const { pattern } = field.rules
  if (pattern !== null) {
    const matcher = new RegExp(pattern, 'u')
    const found = [field.placeholder, ...PATTERN_CANDIDATES].find(
      (candidate): candidate is string =>
        typeof candidate === 'string' && fitsLength(field, candidate) && matcher.test(candidate),
    )
    if (found === undefined) {
      throw new Error(`validAnswers: no sample value fits ${field.name} (pattern ${pattern})`)
    }
    return found
  }
  const base = field.type === 'textarea' ? SAMPLE_PARAGRAPH : SAMPLE_TEXT
  const min = field.rules.min_length ?? 0
  const max = field.rules.max_length ?? (field.type === 'textarea' ? 5000 : 255)
  let text = base
  while (codePoints(text) < min) text += ` ${base}`
  text = [...text].slice(0, max).join('').trimEnd()
  if (!fitsLength(field, text)) {
    throw new Error(`validAnswers: no text fits ${field.name} (${min}..${max} characters)`)
  }
  return text
}

function numberAnswer(field: FormField) {
  const { min, max } = field.rules
  let value = min ?? (max !== null ? Math.min(1, max) : 1)
  const whole = Math.ceil(value)
  if (!Number.isInteger(value) && (max === null || whole <= max)) value = whole
  if (max !== null && value > max) {
    throw new Error(`validAnswers: no number fits ${field.name} (${min}..${max})`)
  }
  return String(value)
}

/**
 * A valid answer to one field, as the API reads form values (strings); undefined for a file,
 * which has to be uploaded as a File part (an error when the file is required).
 */
export function validAnswer(field: FormField): string | undefined {
  switch (field.type) {
    case 'select':
    case 'radio': {
      const first = field.options?.[0]
      if (!first) throw new Error(`validAnswers: ${field.name} offers no options`)
      return first.value
    }
    case 'checkbox':
      return 'true'
    case 'number':
      return numberAnswer(field)
    case 'date':
      return SAMPLE_DATE
    case 'email':
      return SAMPLE_EMAIL
    case 'file':
      if (field.rules.required) throw new Error(`validAnswers: ${field.name} needs a file`)
      return undefined
    case 'text':
    case 'textarea':
      return textAnswer(field)
  }
}

/** Valid answers to every field of a step (files left out), keyed by field name. */
export function validAnswers(fields: readonly FormField[]): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const field of fields) {
    const answer = validAnswer(field)
    if (answer !== undefined) answers[field.name] = answer
  }
  return answers
}
