// Sign-up, sign-in and password reset (SPEC §7 "Auth").
import { z } from 'zod'
import { captchaSchema, emailSchema, localeSchema, passwordSchema } from './common.ts'
import { userSchema } from './user.ts'

/**
 * What a client sends: the human check's token is left out where none is configured (a backend
 * that decides alone). The reference API always requires it.
 */
type HumanChecked<T extends { captcha: string }> = Omit<T, 'captcha'> & {
  captcha?: string | undefined
}

export const registerRequestSchema = z.object({
  lang: localeSchema.optional(),
  name: z.string().trim().min(1).max(255),
  email: emailSchema,
  password: passwordSchema,
  password_confirmation: z.string().optional(),
  marketing_emails: z.boolean().optional(),
  captcha: captchaSchema,
})
export type RegisterRequest = HumanChecked<z.input<typeof registerRequestSchema>>

export const loginRequestSchema = z.object({
  lang: localeSchema.optional(),
  email: emailSchema,
  password: z.string().min(1).max(255),
  remember: z.boolean().optional(),
  captcha: captchaSchema,
})
export type LoginRequest = HumanChecked<z.input<typeof loginRequestSchema>>

export const forgotPasswordRequestSchema = z.object({
  lang: localeSchema.optional(),
  email: emailSchema,
  captcha: captchaSchema,
})
export type ForgotPasswordRequest = HumanChecked<z.input<typeof forgotPasswordRequestSchema>>

export const resetPasswordRequestSchema = z.object({
  lang: localeSchema.optional(),
  token: z.string().min(1).max(255),
  email: emailSchema,
  password: passwordSchema,
  password_confirmation: z.string(),
  captcha: captchaSchema,
})
export type ResetPasswordRequest = HumanChecked<z.input<typeof resetPasswordRequestSchema>>

/** POST /api/login-link: mails a one-time sign-in link (for accounts without a password too). */
export const loginLinkRequestSchema = z.object({
  lang: localeSchema.optional(),
  email: emailSchema,
  captcha: captchaSchema,
})
export type LoginLinkRequest = HumanChecked<z.input<typeof loginLinkRequestSchema>>

export const autoLoginRequestSchema = z.object({
  login_token: z.string().min(1).max(255),
})
export type AutoLoginRequest = z.input<typeof autoLoginRequestSchema>

export const googleLoginRequestSchema = z.object({
  lang: localeSchema.optional(),
  credential: z.string().min(1).max(10_000),
})
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>

export const googleRegisterRequestSchema = googleLoginRequestSchema.extend({
  name: z.string().trim().min(1).max(255).optional(),
  marketing_emails: z.boolean().optional(),
  /** When the Google account already has an account here: sign in instead of answering 409. */
  should_auto_login_when_already_registered: z.boolean().optional(),
})
export type GoogleRegisterRequest = z.input<typeof googleRegisterRequestSchema>

export const googleRegisterResponseSchema = z.object({
  data: userSchema,
  /** True when the account already existed and the visitor was signed in to it. */
  already_registered: z.boolean(),
})

export const checkUserExistsResponseSchema = z.object({ exists: z.boolean() })
