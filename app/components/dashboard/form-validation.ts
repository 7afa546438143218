// Turns a zod schema into a TanStack Form validator whose errors are translated messages.
import type { z } from 'zod'
import { m } from '~/paraglide/messages'

/** The translated message for one zod issue; an empty answer counts as missing. */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.input === '' || issue.input === undefined) return m.account_error_required()
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? m.account_error_email() : m.account_error_invalid()
    case 'too_small':
      return issue.origin === 'string'
        ? m.account_error_min_length({ min: String(issue.minimum) })
        : m.account_error_invalid()
    case 'too_big':
      return issue.origin === 'string'
        ? m.account_error_max_length({ max: String(issue.maximum) })
        : m.account_error_invalid()
    default:
      return m.account_error_invalid()
  }
}

/**
 * A form-level validator: each field gets the translated message of its first issue.
 * Messages set in the schema itself (a `refine`'s) are kept as they are.
 */
export function schemaValidator(schema: z.ZodType) {
  return ({ value }: { value: unknown }) => {
    const result = schema.safeParse(value, { error: issueMessage })
    if (result.success) return undefined
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const path = issue.path.join('.')
      fields[path] ??= issue.message
    }
    return { fields }
  }
}
