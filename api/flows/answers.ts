// Checks a step's answers against its fields' rules, as the template defines them (SPEC §3):
// each answer typed and bounded, choices among their options, files limited in size and type.
import { fileTypeFromBuffer } from 'file-type'
import { z } from 'zod'
import type { FieldSeed } from '../catalogue/seed-schema.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'

/** A field as it stands after earlier answers picked its dependent content. */
export type ResolvedField = Omit<FieldSeed, 'dependsOn'>
/** Anything a client sent that no field accepts (an array, an object). */
export const UNREADABLE = { unreadable: true } as const
export type RawAnswer = string | number | boolean | File | typeof UNREADABLE | null | undefined
export type Answer = string | number | boolean | { upload: File; type: string } | null

export type CheckResult = {
  values: Map<string, Answer>
  errors: Record<string, string[]>
  /** 413 or 415 when a file breaks its size or type limit. */
  fileStatus: 413 | 415 | null
}

/** Applies `dependsOn`: the case chosen by the earlier answer replaces label, help, options. */
export function resolveField(
  field: FieldSeed,
  answers: ReadonlyMap<string, unknown>,
): ResolvedField {
  const { dependsOn, ...base } = field
  if (!dependsOn) return base
  const chosen = answers.get(dependsOn.field)
  const override = typeof chosen === 'string' ? dependsOn.cases[chosen] : undefined
  if (!override) return base
  return {
    ...base,
    ...(override.label && { label: override.label }),
    ...(override.help && { help: override.help }),
    ...(override.placeholder && { placeholder: override.placeholder }),
    ...(override.options && { options: override.options }),
  }
}

const emailFormat = z.email()

const quotes: Record<ApiLocale, [string, string]> = {
  en: ['“', '”'],
  fr: ['« ', ' »'],
  es: ['«', '»'],
  it: ['«', '»'],
}

/** Labels are often questions, so they are quoted inside messages: The “Job title” field… */
function quoted(locale: ApiLocale, label: string) {
  const [open, close] = quotes[locale]
  return `${open}${label}${close}`
}
const MEGABYTE = 1024 * 1024

function isBlank(value: RawAnswer) {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

function codePoints(text: string) {
  return [...text].length
}

function asBoolean(value: RawAnswer): boolean | null {
  if (value === UNREADABLE) return null
  if (value === true || value === 'true' || value === '1' || value === 'on') return true
  if (value === false || value === 'false' || value === '0' || value === '' || value === undefined)
    return false
  return null
}

function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

// Markup a browser would run (HTML, SVG, any XML): never taken as a document, whatever the
// field accepts, so no stored file can become a page of ours.
const MARKUP_TYPES = new Set(['application/xml', 'text/xml', 'image/svg+xml', 'text/html'])
const MARKUP_START = /^\s*<(?:\?xml|!doctype|!--|[a-z][\w:-]*[\s/>])/i

export async function sniffedType(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer())
  const detected = await fileTypeFromBuffer(head)
  if (detected) return MARKUP_TYPES.has(detected.mime) ? 'text/html' : detected.mime
  // Plain text has no signature: valid UTF-8 without NUL bytes.
  if (head.includes(0)) return null
  let text: string
  try {
    // Only the head is read: a character cut at its end is the file's next bytes, not an error.
    const cut = file.size > head.byteLength
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: cut })
  } catch {
    return null
  }
  return MARKUP_START.test(text) ? 'text/html' : 'text/plain'
}

/**
 * Checks the answers to `fields`. With `partial`, only the fields present are checked (an update
 * of some answers); otherwise a missing required field is an error.
 */
export async function checkAnswers(options: {
  locale: ApiLocale
  fields: ResolvedField[]
  raw: ReadonlyMap<string, RawAnswer>
  partial?: boolean
}): Promise<CheckResult> {
  const { locale, fields, raw } = options
  const values = new Map<string, Answer>()
  const errors: Record<string, string[]> = {}
  let fileStatus: 413 | 415 | null = null

  for (const field of fields) {
    if (options.partial && !raw.has(field.name)) continue
    const value = raw.get(field.name)
    const attribute = quoted(locale, field.label[locale])
    const fail = (message: string) => {
      errors[`inputs.${field.name}`] = [...(errors[`inputs.${field.name}`] ?? []), message]
    }
    const { rules } = field

    if (field.type === 'checkbox') {
      const checked = asBoolean(value)
      if (checked === null || value === UNREADABLE)
        fail(translate(locale, 'validation.boolean', { attribute }))
      else if (rules.required && !checked)
        fail(translate(locale, 'validation.accepted', { attribute }))
      else values.set(field.name, checked)
      continue
    }

    if (isBlank(value)) {
      if (rules.required) fail(translate(locale, 'validation.required', { attribute }))
      else values.set(field.name, null)
      continue
    }

    if (field.type === 'file') {
      if (!(value instanceof File)) {
        fail(translate(locale, 'validation.file', { attribute }))
        continue
      }
      const maxMb = rules.maxSizeMb ?? 5
      if (value.size > maxMb * MEGABYTE) {
        fail(translate(locale, 'files.too_large', { attribute, max: maxMb }))
        fileStatus = 413
        continue
      }
      const type = await sniffedType(value)
      const accepted = rules.accept ?? []
      if (!type || !accepted.includes(type)) {
        fail(translate(locale, 'files.type', { attribute, types: accepted.join(', ') }))
        fileStatus ??= 415
        continue
      }
      values.set(field.name, { upload: value, type })
      continue
    }

    if (value instanceof File || typeof value === 'boolean' || value === UNREADABLE) {
      fail(translate(locale, 'validation.string', { attribute }))
      continue
    }

    if (field.type === 'number') {
      const text = String(value).trim()
      const number = /^-?\d{1,15}(\.\d{1,6})?$/.test(text) ? Number(text) : Number.NaN
      if (!Number.isFinite(number)) fail(translate(locale, 'validation.numeric', { attribute }))
      else if (rules.min !== undefined && number < rules.min) {
        fail(translate(locale, 'validation.min_numeric', { attribute, min: rules.min }))
      } else if (rules.max !== undefined && number > rules.max) {
        fail(translate(locale, 'validation.max_numeric', { attribute, max: rules.max }))
      } else values.set(field.name, number)
      continue
    }

    const text = String(value)
    if (text.includes('\u0000') || !text.isWellFormed()) {
      fail(translate(locale, 'validation.invalid', { attribute }))
      continue
    }
    if (field.type === 'select' || field.type === 'radio') {
      if (!field.options?.some((option) => option.value === text)) {
        fail(translate(locale, 'validation.in', { attribute }))
      } else values.set(field.name, text)
      continue
    }
    if (field.type === 'date') {
      if (!isCalendarDate(text)) fail(translate(locale, 'validation.date', { attribute }))
      else values.set(field.name, text)
      continue
    }

    const length = codePoints(text)
    const maxLength = rules.maxLength ?? (field.type === 'textarea' ? 5000 : 255)
    if (field.type === 'email' && !emailFormat.safeParse(text.trim()).success) {
      fail(translate(locale, 'validation.email', { attribute }))
    } else if (rules.minLength !== undefined && length < rules.minLength) {
      fail(translate(locale, 'validation.min_string', { attribute, min: rules.minLength }))
    } else if (length > maxLength) {
      fail(translate(locale, 'validation.max_string', { attribute, max: maxLength }))
    } else if (rules.pattern && !new RegExp(rules.pattern, 'u').test(text)) {
      fail(rules.patternMessage?.[locale] ?? translate(locale, 'validation.regex', { attribute }))
    } else values.set(field.name, field.type === 'email' ? text.trim().toLowerCase() : text)
  }
  return { values, errors, fileStatus }
}
