// Signed links that turn off "document ready" mails without signing in: in each such mail's
// footer and its List-Unsubscribe header (one click, RFC 8058). They expire after a year.
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema.ts'
import type { ApiConfig, ApiServices } from './dependencies.ts'
import { sameSecret } from './tokens.ts'

const LIFETIME_SECONDS = 365 * 24 * 3600
const PURPOSE = 'document-mails'

function signature(config: Pick<ApiConfig, 'signingKey'>, payload: string) {
  return createHmac('sha256', config.signingKey).update(`${PURPOSE}|${payload}`).digest('base64url')
}

export function documentMailsUnsubscribeToken(
  config: Pick<ApiConfig, 'signingKey'>,
  userId: number,
  now = new Date(),
) {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS}`
  return `${payload}.${signature(config, payload)}`
}

export function documentMailsUnsubscribeUrl(
  config: Pick<ApiConfig, 'signingKey' | 'appUrl'>,
  userId: number,
) {
  const token = documentMailsUnsubscribeToken(config, userId)
  return `${config.appUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`
}

/** The user a token names, if it is genuine and not expired. */
export function tokenUser(config: Pick<ApiConfig, 'signingKey'>, token: string, now: Date) {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, user = '', expires = '', mac = ''] = match
  if (!sameSecret(mac, signature(config, `${user}.${expires}`))) return null
  if (Number(expires) * 1000 < now.getTime()) return null
  return Number(user)
}

/** Turns the mails off; false when the token is not valid. */
export async function unsubscribeDocumentMails(
  deps: Pick<ApiServices, 'db' | 'clock' | 'config'>,
  token: string,
) {
  const userId = tokenUser(deps.config, token, deps.clock.now())
  if (userId === null) return false
  await deps.db
    .update(users)
    .set({ documentEmails: false, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
  return true
}
