import { m } from '~/paraglide/messages'
import { UserFacingError } from './user-facing-error'

/**
 * What a failed call shows: a user-facing error's own words; anything else (the network, a
 * server fault, a bug) is logged and shown as a translated apology, never as its raw message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof UserFacingError && error.message) return error.message
  console.error('Unexpected failure:', error)
  return m.form_error_unexpected()
}
