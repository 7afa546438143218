// The forms' schemas: the API contract's own, without what the page adds at submit time.

import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@contract/auth'
import { passwordSchema } from '@contract/common'
import { z } from 'zod'
import { PASSWORD_MISMATCH } from '~/components/form/form-messages'

const added: { captcha: true; lang: true } = { captcha: true, lang: true }

export const PASSWORD_MIN_LENGTH = passwordSchema.minLength ?? 8

const confirmed = <T extends { password: string; password_confirmation?: string }>(values: T) =>
  values.password === values.password_confirmation

const mismatch = { path: ['password_confirmation'], params: { reason: PASSWORD_MISMATCH } }

export const loginFormSchema = loginRequestSchema.omit(added)
export type LoginFormValues = z.input<typeof loginFormSchema>

// The form always has the confirmation and the marketing choice, which the API takes as optional.
export const registerFormSchema = registerRequestSchema
  .omit(added)
  .extend({ password_confirmation: z.string(), marketing_emails: z.boolean() })
  .refine(confirmed, mismatch)
export type RegisterFormValues = z.input<typeof registerFormSchema>

export const forgotPasswordFormSchema = forgotPasswordRequestSchema.omit(added)
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>

export const resetPasswordFormSchema = resetPasswordRequestSchema
  .omit(added)
  .refine(confirmed, mismatch)
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>
