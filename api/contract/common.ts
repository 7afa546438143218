// Shapes shared by every endpoint of the wire contract.
import { z } from 'zod'
import { LOCALES, PASSWORD_MIN_LENGTH } from './constants.ts'

export const localeSchema = z.enum(LOCALES)

/** Laravel's validation failure (HTTP 422). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>

/** Any other error, and Sanctum's 419 `{ message: 'CSRF token mismatch.' }`. */
export const messageSchema = z.object({ message: z.string() })

/** Answers such as "We have emailed your password reset link." */
export const statusSchema = z.object({ status: z.string() })

export const emailSchema = z.string().trim().toLowerCase().max(255).pipe(z.email())
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(255)
/** The human-verification solution (ALTCHA payload, or a reCAPTCHA/Turnstile token). */
export const captchaSchema = z.string().min(1)
