// Fixed-window counters in the database, so every API process shares them (Laravel's RateLimiter).
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rateLimits } from '../db/schema.ts'
import type { Clock } from './clock.ts'

export type RateLimiter = ReturnType<typeof createRateLimiter>

export function createRateLimiter(db: Database, clock: Clock) {
  return {
    /** Counts one attempt; the window of `decaySeconds` starts with the first one. */
    async hit(key: string, decaySeconds: number) {
      const now = clock.now()
      const resetAt = new Date(now.getTime() + decaySeconds * 1000)
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning()
      return { hits: row?.hits ?? 1, availableIn: secondsUntil(row?.resetAt ?? resetAt, now) }
    },

    /** Seconds until `key` may try again, or null while it is under `maxAttempts`. */
    async blockedFor(key: string, maxAttempts: number) {
      const now = clock.now()
      const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.key, key) })
      if (!row || row.resetAt <= now || row.hits < maxAttempts) return null
      return secondsUntil(row.resetAt, now)
    },

    async clear(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key))
    },
  }
}

function secondsUntil(time: Date, now: Date) {
  return Math.max(1, Math.ceil((time.getTime() - now.getTime()) / 1000))
}
