// The first proof that an account's owner holds its email address (a mailed sign-in link opened).
// Until then the account may have been made by anyone who typed the address (starting a flow,
// registering): whatever was set up before the proof — a password, other sessions — is dropped,
// so that a pre-made account cannot be kept by the person who made it.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { sessions, type UserRow, users } from '../db/schema.ts'

export async function proveAddress(db: Database, user: UserRow, now: Date): Promise<UserRow> {
  if (user.emailVerifiedAt !== null) return user
  return db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    const [proven] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning()
    return proven ?? user
  })
}
