// Every form's errors in the page's language: zod issues turned into sentences, and the words a
// failed call shows (the server's own, which the API translates).

import { PASSWORD_MISMATCH } from '@contract/constants'
import type { z } from 'zod'
import { m } from '~/paraglide/messages'

const count = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined

/** The translated message for one zod issue; an empty answer counts as missing. */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  const input = typeof issue.input === 'string' ? issue.input.trim() : issue.input
  if (input === '' || input === undefined) return m.form_error_required()
  if (issue.code === 'custom' && issue.params?.reason === PASSWORD_MISMATCH) {
    return m.form_error_password_mismatch()
  }
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? m.form_error_email() : m.form_error_invalid()
    case 'too_small': {
      const minimum = count(issue.minimum)
      return issue.origin === 'string' && minimum !== undefined
        ? m.form_error_too_short({ minimum })
        : m.form_error_invalid()
    }
    case 'too_big': {
      const maximum = count(issue.maximum)
      return issue.origin === 'string' && maximum !== undefined
        ? m.form_error_too_long({ maximum })
        : m.form_error_invalid()
    }
    default:
      return m.form_error_invalid()
  }
}

/**
 * A TanStack Form validator from a zod schema: each field gets the translated message of its
 * first issue. Messages set in the schema itself (a `superRefine`'s) are kept as they are.
 */
export function schemaValidator(schema: z.ZodType) {
  return ({ value }: { value: unknown }) => {
    const result = schema.safeParse(value, { error: issueMessage })
    if (result.success) return undefined
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message
    return { fields }
  }
}
