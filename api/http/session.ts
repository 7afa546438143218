// Cookie sessions and CSRF protection as Laravel Sanctum does them for single-page apps.
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { sessions, type UserRow, users } from '../db/schema.ts'
import { randomToken, sameSecret, sha256 } from '../services/tokens.ts'
import type { ApiBindings, ApiServices } from './context.ts'
import { HttpError } from './errors.ts'

export const SESSION_COOKIE = 'docugen_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

export type SessionState = {
  /** The cookie's value; undefined until the session is started. */
  id: string | undefined
  userId: number | null
  /** The signed-in user as read with the session; reloaded when `userId` changes. */
  user: UserRow | null
  csrfToken: string
  /** Whether the row must be written (new, regenerated or changed). */
  dirty: boolean
  lastActivity: Date
  /** Set by logout: the response clears the cookies and no row is written. */
  destroyed: boolean
  /** The response sends the cookies again even if nothing changed (GET /sanctum/csrf-cookie). */
  resendCookies: boolean
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Writing last_activity on every request would make every read a write.
const TOUCH_INTERVAL_MS = 60_000

/** Hosts (host[:port]) of the request's Origin, else Referer. */
function frontendHost(c: Context<ApiBindings>) {
  const source = c.req.header('origin') ?? c.req.header('referer')
  if (!source) return undefined
  try {
    return new URL(source).host
  } catch {
    return undefined
  }
}

export const sessionMiddleware: MiddlewareHandler<ApiBindings> = async (c, next) => {
  const { config, db, clock } = c.get('services')
  const host = frontendHost(c)
  if (!host || !config.statefulDomains.includes(host)) {
    c.set('session', null)
    return next()
  }

  const now = clock.now()
  const lifetimeMs = config.sessionLifetimeMinutes * 60_000
  const cookie = getCookie(c, SESSION_COOKIE)
  // One query reads the session and its user: most requests need both.
  const [found] = cookie
    ? await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.idHash, sha256(cookie)),
            gt(sessions.lastActivity, new Date(now.getTime() - lifetimeMs)),
          ),
        )
        .limit(1)
    : []
  const row = found?.session
  const session: SessionState = row
    ? {
        id: cookie,
        user: found.user,
        userId: row.userId,
        csrfToken: row.csrfToken,
        dirty: now.getTime() - row.lastActivity.getTime() > TOUCH_INTERVAL_MS,
        lastActivity: row.lastActivity,
        destroyed: false,
        resendCookies: false,
      }
    : {
        id: undefined,
        user: null,
        userId: null,
        csrfToken: randomToken(30),
        dirty: false,
        lastActivity: now,
        destroyed: false,
        resendCookies: false,
      }
  c.set('session', session)

  if (STATE_CHANGING.has(c.req.method)) {
    const header = c.req.header(XSRF_HEADER)
    if (!row || !header || !sameSecret(header, row.csrfToken)) {
      throw new HttpError(419, { message: 'CSRF token mismatch.' })
    }
  }

  await next()

  if (session.destroyed) {
    expireCookies(c)
    return
  }
  if (!session.id) return
  const values = { userId: session.userId, csrfToken: session.csrfToken, lastActivity: now }
  if (!row || session.id !== cookie) {
    // A new or regenerated session: its row and cookies are created.
    await db
      .insert(sessions)
      .values({ idHash: sha256(session.id), ...values, createdAt: now })
      .onConflictDoUpdate({ target: sessions.idHash, set: values })
    writeCookies(c, session)
    return
  }
  // An existing session is touched at most once a minute, and its cookies sent again only then
  // (their expiry slides) — and only while it still exists: a request that started before a
  // sign-in regenerated it (or a logout ended it) must neither bring its row back nor put the
  // old cookie back in the browser over the new one.
  if (session.dirty) {
    session.lastActivity = now
    const touched = await db
      .update(sessions)
      .set(values)
      .where(eq(sessions.idHash, sha256(session.id)))
      .returning({ idHash: sessions.idHash })
    if (touched.length === 0) return
    writeCookies(c, session)
  } else if (session.resendCookies) writeCookies(c, session)
}

function cookieOptions(c: Context<ApiBindings>, maxAgeSeconds: number) {
  return {
    path: '/',
    sameSite: 'Lax' as const,
    secure: c.get('services').config.secureCookies,
    maxAge: maxAgeSeconds,
  }
}

function writeCookies(c: Context<ApiBindings>, session: SessionState) {
  if (!session.id) return
  const maxAge = c.get('services').config.sessionLifetimeMinutes * 60
  setCookie(c, SESSION_COOKIE, session.id, { ...cookieOptions(c, maxAge), httpOnly: true })
  setCookie(c, XSRF_COOKIE, session.csrfToken, cookieOptions(c, maxAge))
}

function expireCookies(c: Context<ApiBindings>) {
  setCookie(c, SESSION_COOKIE, '', { ...cookieOptions(c, 0), httpOnly: true })
  setCookie(c, XSRF_COOKIE, '', cookieOptions(c, 0))
}

/** The session of a stateful request; answers 401-like errors when the browser sent none. */
export function requireSession(c: Context<ApiBindings>): SessionState {
  const session = c.get('session')
  if (!session) throw new HttpError(401, { message: 'Unauthenticated.' })
  return session
}

/** Starts the session if it has no id yet, and sends its cookies (GET /sanctum/csrf-cookie). */
export function startSession(session: SessionState) {
  session.resendCookies = true
  if (session.id) return
  session.id = randomToken(32)
  session.dirty = true
}

/**
 * Gives the session a new id, keeping its contents, and forgets the old one: what an attacker
 * planted before sign-in is worthless after it (session fixation).
 */
export async function regenerateSession(c: Context<ApiBindings>, session: SessionState) {
  if (session.id) await forget(c, session.id)
  session.id = randomToken(32)
  session.dirty = true
}

/** Logout: the row is deleted, the cookies expire, and a fresh CSRF token is issued next time. */
export async function destroySession(c: Context<ApiBindings>, session: SessionState) {
  if (session.id) await forget(c, session.id)
  session.id = undefined
  session.userId = null
  session.user = null
  session.destroyed = true
}

async function forget(c: Context<ApiBindings>, id: string) {
  await c
    .get('services')
    .db.delete(sessions)
    .where(eq(sessions.idHash, sha256(id)))
}

/** Deletes sessions idle for longer than their lifetime (run now and then). */
export async function pruneSessions({ db, clock, config }: ApiServices) {
  const cutoff = new Date(clock.now().getTime() - config.sessionLifetimeMinutes * 60_000)
  await db.delete(sessions).where(lt(sessions.lastActivity, cutoff))
}
