// The API's rules for an answer (SPEC §7: the form's `rules`), checked in the browser first so
// the user learns of a mistake before sending; the API checks again and has the last word.
import type { FormField } from '@contract/catalogue'
import { m } from '~/paraglide/messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The translated problem with `value` for `field`, or undefined when it is acceptable. */
export function checkAnswer(field: FormField, value: string | boolean): string | undefined {
  const { rules } = field
  if (field.type === 'checkbox') {
    return rules.required && value !== true ? m.flow_field_required() : undefined
  }
  if (field.type === 'file') return undefined
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return rules.required ? m.flow_field_required() : undefined
  const length = [...text].length
  if (rules.min_length !== null && length < rules.min_length) {
    return m.flow_field_too_short({ min: rules.min_length })
  }
  if (rules.max_length !== null && length > rules.max_length) {
    return m.flow_field_too_long({ max: rules.max_length })
  }
  if (field.type === 'email' && !EMAIL.test(text)) return m.flow_field_email()
  if (field.type === 'number') {
    const number = Number(text)
    if (!Number.isFinite(number)) return m.flow_field_number()
    if (rules.min !== null && number < rules.min) return m.flow_field_min({ min: rules.min })
    if (rules.max !== null && number > rules.max) return m.flow_field_max({ max: rules.max })
  }
  if (rules.pattern !== null && !new RegExp(rules.pattern, 'u').test(text)) {
    return rules.pattern_message ?? m.flow_field_pattern()
  }
  if (field.options && !field.options.some((option) => option.value === text)) {
    return m.flow_field_required()
  }
  return undefined
}
