// One-time sign-in links (`?login_token=`): only the token's digest is stored.
import type { Database } from '../db/database.ts'
import { loginTokens } from '../db/schema.ts'
import type { Clock } from './clock.ts'
import { randomToken, sha256 } from './tokens.ts'

export const LOGIN_TOKEN_TTL_MINUTES = 60 * 24

export async function issueLoginToken(db: Database, clock: Clock, userId: number) {
  const token = randomToken(32)
  await db.insert(loginTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(clock.now().getTime() + LOGIN_TOKEN_TTL_MINUTES * 60_000),
  })
  return token
}
