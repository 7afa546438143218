// The signed-in user's own account (SPEC §7 "Account").
import { z } from 'zod'
import { emailSchema, localeSchema, passwordSchema } from './common.ts'

export const updateMeRequestSchema = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  /** Switched once the new address confirms it by mail; the current address is told. */
  email: emailSchema.optional(),
  /** Asked with a new email when the account has a password. */
  current_password: z.string().max(255).optional(),
  lang: localeSchema.optional(),
  marketing_emails: z.boolean().optional(),
})
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>

export const updatePasswordRequestSchema = z.object({
  /** Not asked of accounts that have no password yet. */
  current_password: z.string().max(255).optional(),
  password: passwordSchema,
  password_confirmation: z.string(),
})
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>

export const UNSUBSCRIPTION_REASONS = [
  'too_many_emails',
  'not_relevant',
  'never_signed_up',
  'no_longer_using',
  'other',
] as const

export const unsubscribeRequestSchema = z.object({
  reason: z.enum(UNSUBSCRIPTION_REASONS),
  comment: z.string().trim().max(1000).optional(),
})
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>

export const unsubscriptionReasonValuesResponseSchema = z.object({
  data: z.array(z.object({ value: z.enum(UNSUBSCRIPTION_REASONS), label: z.string() })),
})

/** POST /api/email-change/confirm: the token of the link mailed to the new address. */
export const confirmEmailChangeRequestSchema = z.object({ token: z.string().min(1).max(255) })
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeRequestSchema>

export const localeQuerySchema = z.object({ lang: localeSchema.optional() })
