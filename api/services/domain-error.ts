// The errors of the domain, free of any transport: what went wrong, its message in the caller's
// language and, for refused input, the message of each field. `http/errors.ts` maps them to HTTP.
import { type ApiLocale, translate } from '../i18n/translate.ts'

export type DomainErrorCode =
  | 'validation'
  | 'not_found'
  | 'forbidden'
  | 'conflict'
  | 'throttled'
  | 'unauthenticated'
  /** A feature this deployment does not offer (e.g. Google sign-in without a client id). */
  | 'unavailable'
  /** A file answer over its size limit. */
  | 'too_large'
  /** A file answer of a type its field does not accept. */
  | 'unsupported_type'
  /** The user's free requests for a tool are used up (a plan lets them go on). */
  | 'quota_exhausted'
  /** A service the API relies on (the AI provider) failed or is out of reach. */
  | 'upstream_failed'

export type FieldErrors = Record<string, string[]>

export class DomainError extends Error {
  readonly code: DomainErrorCode
  readonly fields: FieldErrors | undefined
  /** When a throttled caller may try again. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    code: DomainErrorCode,
    message: string,
    details: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'DomainError'
    this.code = code
    this.fields = details.fields
    this.retryAfterSeconds = details.retryAfterSeconds
  }
}

/** Refused input, with a message that sums up the field errors, as Laravel's does. */
export function invalid(
  locale: ApiLocale,
  fields: FieldErrors,
  code: 'validation' | 'too_large' | 'unsupported_type' = 'validation',
) {
  const messages = Object.values(fields).flat()
  const first = messages[0] ?? translate(locale, 'validation.invalid', { attribute: '' })
  const others = messages.length - 1
  const message =
    others === 0
      ? first
      : translate(locale, others === 1 ? 'validation.summary_one' : 'validation.summary_more', {
          message: first,
          count: others,
        })
  return new DomainError(code, message, { fields })
}

/** One field refused with one message. */
export const invalidField = (locale: ApiLocale, field: string, message: string) =>
  invalid(locale, { [field]: [message] })

export const notFound = (locale: ApiLocale) =>
  new DomainError('not_found', translate(locale, 'http.not_found'))

export const throttled = (message: string, retryAfterSeconds: number) =>
  new DomainError('throttled', message, { retryAfterSeconds })

/** "The email has already been taken.", in the caller's language. */
export const emailTaken = (locale: ApiLocale) =>
  translate(locale, 'validation.unique', { attribute: translate(locale, 'attribute.email') })
