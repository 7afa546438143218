// Errors in Laravel's shapes: `{ message }`, and `{ message, errors }` for validation (422).
// Domain errors become HTTP errors here and nowhere else.
import type { ValidationErrorBody } from '../contract/common.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import {
  DomainError,
  type DomainErrorCode,
  type FieldErrors,
  invalid,
} from '../services/domain-error.ts'

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

const statusOf: Record<DomainErrorCode, number> = {
  validation: 422,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  throttled: 429,
  unauthenticated: 401,
  // The original API answers a sign-in method it does not offer with a plain 400.
  unavailable: 400,
  too_large: 413,
  unsupported_type: 415,
  quota_exhausted: 402,
  upstream_failed: 503,
}

/** The HTTP answer to a domain error: its status, Laravel's body, Retry-After when throttled. */
export function httpErrorOf(error: DomainError): HttpError {
  const body: ValidationErrorBody | { message: string } = error.fields
    ? { message: error.message, errors: error.fields }
    : { message: error.message }
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) }
  return new HttpError(statusOf[error.code], body, headers)
}

/** A 422 whose message sums up the field errors, as Laravel's does. */
export function validationError(locale: ApiLocale, errors: FieldErrors): HttpError {
  return httpErrorOf(invalid(locale, errors))
}

export function unauthenticated(locale: ApiLocale) {
  return new HttpError(401, { message: translate(locale, 'auth.unauthenticated') })
}

/** The JSON response of an error; 419 is Laravel's own status, unknown to Hono's types. */
export function errorResponse(error: HttpError | DomainError) {
  const { status, body, headers } = error instanceof DomainError ? httpErrorOf(error) : error
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}
