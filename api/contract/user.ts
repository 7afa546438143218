import { z } from 'zod'
import { localeSchema } from './common.ts'

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** False for accounts made while filling in a flow, or through Google, until a password is set. */
  has_password: z.boolean(),
  lang: localeSchema,
  email_verified_at: z.string().nullable(),
  marketing_emails: z.boolean(),
  created_at: z.string(),
  /**
   * An address the user asked to switch to, waiting for its confirmation by mail. Sent by
   * PATCH /api/me only (an API without email confirmation never sends it).
   */
  pending_email: z.string().nullable().optional(),
})
export type User = z.infer<typeof userSchema>

/** GET /api/me, PATCH /api/me, POST /api/auto-login, Google sign-in: a Laravel API resource. */
export const userResourceSchema = z.object({ data: userSchema })
