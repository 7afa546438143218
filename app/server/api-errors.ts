// SPEC §8, the error catalogue, in one place: how each kind of call treats the API's errors.
import { UserFacingError } from '../lib/user-facing-error'
import { m } from '../paraglide/messages'
import { ApiError } from './api-client'

export type CallKind =
  /** Flow and account reads: 409 gives the empty result. */
  | 'flows'
  /** Account update, password change, unsubscribe: 422 is swallowed. */
  | 'account-write'
  /** GET /api/me: 401 means signed out. */
  | 'me'
  /** Register, login, forgot and reset password: 422 surfaces the server's message. */
  | 'credentials'
  /** Google sign-in and sign-up: 400, 401, 409 and 422 surface the server's message. */
  | 'social'
  /** Acquisition, process-from-outline, text extraction, revise: every error is rethrown. */
  | 'strict'

// 429 too: the API's throttle message ("Too many login attempts. Please try again in 42
// seconds.") tells the user what to do, where an apology would make them try again at once.
const surfaced: Record<CallKind, number[]> = {
  flows: [],
  'account-write': [],
  me: [],
  credentials: [422, 429],
  social: [400, 401, 409, 422, 429],
  strict: [],
}

const swallowed: Record<CallKind, number[]> = {
  flows: [409],
  'account-write': [422],
  me: [401],
  credentials: [],
  social: [],
  strict: [],
}

/**
 * Runs an API call under the catalogue's rule for its kind: a swallowed status gives `fallback`,
 * a surfaced one becomes a UserFacingError with the server's message, anything else is rethrown.
 */
export async function underCatalogue<T, F>(
  kind: CallKind,
  run: () => Promise<T>,
  fallback: F,
): Promise<T | F> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (swallowed[kind].includes(error.status)) return fallback
    if (surfaced[kind].includes(error.status))
      throw new UserFacingError(error.message, error.status)
    throw error
  }
}

/**
 * A download answered 204 is not ready yet: 'Document not ready yet' or 'Invoice not ready yet',
 * in the page's language. Any other answer is the file.
 */
export function readyDownload(response: Response, kind: 'document' | 'invoice') {
  if (response.status !== 204) return response
  const message =
    kind === 'document' ? m.download_document_not_ready() : m.download_invoice_not_ready()
  throw new UserFacingError(message, 204)
}
