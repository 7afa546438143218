// Errors in Laravel's shapes: `{ message }`, and `{ message, errors }` for validation (422).
import type { ValidationErrorBody } from '../contract/common.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'

export class HttpError extends Error {
  readonly status: number
  readonly body: { message: string; errors?: Record<string, string[]> }
  readonly headers: Record<string, string>

  constructor(
    status: number,
    body: { message: string; errors?: Record<string, string[]> },
    headers: Record<string, string> = {},
  ) {
    super(body.message)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/** A 422 whose message sums up the field errors, as Laravel's does. */
export function validationError(locale: ApiLocale, errors: Record<string, string[]>): HttpError {
  const messages = Object.values(errors).flat()
  const first = messages[0] ?? translate(locale, 'validation.invalid', { attribute: '' })
  const others = messages.length - 1
  const message =
    others === 0
      ? first
      : translate(locale, others === 1 ? 'validation.summary_one' : 'validation.summary_more', {
          message: first,
          count: others,
        })
  const body: ValidationErrorBody = { message, errors }
  return new HttpError(422, body)
}

export function unauthenticated(locale: ApiLocale) {
  return new HttpError(401, { message: translate(locale, 'auth.unauthenticated') })
}

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new HttpError(429, { message }, { 'Retry-After': String(retryAfterSeconds) })
}

/** The JSON response of an error; 419 is Laravel's own status, unknown to Hono's types. */
export function errorResponse(error: HttpError) {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'content-type': 'application/json', ...error.headers },
  })
}
