// Who the request is: the signed-in user of its session, and the checks before signing in.
import type { Context } from 'hono'
import type { UserRow } from '../db/schema.ts'
import { verifyHuman } from '../services/human-check.ts'
import { findUserById } from '../services/users.ts'
import type { ApiBindings } from './context.ts'
import { unauthenticated } from './errors.ts'
import { regenerateSession, requireSession } from './session.ts'

export async function currentUser(c: Context<ApiBindings>): Promise<UserRow | undefined> {
  const session = c.get('session')
  if (!session?.userId) return undefined
  if (session.user?.id === session.userId) return session.user
  const user = await findUserById(c.get('services').db, session.userId)
  session.user = user ?? null
  return user
}

/** The signed-in user, or 401. */
export async function requireUser(c: Context<ApiBindings>): Promise<UserRow> {
  const user = await currentUser(c)
  if (!user) throw unauthenticated(c.get('locale'))
  return user
}

/** Signs the user in on a new session id (no fixation). */
export async function signIn(c: Context<ApiBindings>, userId: number) {
  const session = requireSession(c)
  await regenerateSession(c, session)
  session.userId = userId
}

/** Refuses the request unless its human-verification solution is valid and unused. */
export async function requireHuman(c: Context<ApiBindings>, captcha: string) {
  await verifyHuman(c.get('services'), { captcha, client: clientIp(c), locale: c.get('locale') })
}

/**
 * The client's address, for throttling. X-Forwarded-For is believed only behind a trusted proxy
 * (TRUST_PROXY), such as the web app relaying its visitors' calls; anyone can forge it otherwise.
 */
export function clientIp(c: Context<ApiBindings>) {
  if (c.get('services').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const raw: Request & { ip?: unknown } = c.req.raw
  return typeof raw.ip === 'string' ? raw.ip : 'unknown'
}
