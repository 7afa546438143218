// Zod's issues, as the forms receive them, turned into sentences in the page's language.
import { m } from '~/paraglide/messages'

/** Marks the refinement issue raised when a password and its confirmation differ. */
export const PASSWORD_MISMATCH = 'password_mismatch'

type Issue = {
  code?: unknown
  format?: unknown
  minimum?: unknown
  maximum?: unknown
  params?: unknown
}

const isIssue = (value: unknown): value is Issue => typeof value === 'object' && value !== null

const count = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined

function isMismatch(params: unknown) {
  return isIssue(params) && 'reason' in params && params.reason === PASSWORD_MISMATCH
}

/** The message for a field's first issue, or undefined when the field is valid. */
export function fieldErrorMessage(errors: readonly unknown[], value: unknown): string | undefined {
  const issue = errors.find(isIssue)
  if (!issue) return undefined
  if (typeof value === 'string' && value.trim() === '') return m.auth_error_required()
  const minimum = count(issue.minimum)
  const maximum = count(issue.maximum)
  if (issue.code === 'invalid_format' && issue.format === 'email') return m.auth_error_email()
  if (issue.code === 'too_small' && minimum !== undefined)
    return m.auth_error_too_short({ minimum })
  if (issue.code === 'too_big' && maximum !== undefined) return m.auth_error_too_long({ maximum })
  if (issue.code === 'custom' && isMismatch(issue.params)) return m.auth_error_password_mismatch()
  return m.auth_error_invalid()
}

/** What to tell the user when a call fails: the server's own words, which the API translates. */
export function serverErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : m.auth_error_generic()
}
