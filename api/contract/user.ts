import { z } from 'zod'
import { localeSchema } from './common.ts'

/**
 * A user as the reference API sends it: every field. Other compatible APIs may send less (a
 * Laravel `UserResource` is often just `{ id, name, email }`), so clients read `userSchema`.
 */
export const referenceUserSchema = z.object({
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
export type ReferenceUser = z.infer<typeof referenceUserSchema>

/**
 * A user as the web app requires it from any compatible API: SPEC §3 names only the name and
 * the email address. Everything else is read when present; a value the app cannot use (an
 * unknown language, say) counts as absent rather than failing the whole answer.
 */
export const userSchema = referenceUserSchema.extend({
  id: z.union([z.number().int(), z.string()]).optional().catch(undefined),
  has_password: z.boolean().optional().catch(undefined),
  lang: localeSchema.optional().catch(undefined),
  email_verified_at: z.string().nullable().optional().catch(undefined),
  marketing_emails: z.boolean().optional().catch(undefined),
  created_at: z.string().optional().catch(undefined),
  pending_email: z.string().nullable().optional().catch(undefined),
})
export type User = z.infer<typeof userSchema>

/** GET /api/me, PATCH /api/me, POST /api/auto-login, Google sign-in: a Laravel API resource. */
export const userResourceSchema = z.object({ data: userSchema })
