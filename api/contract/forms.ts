// The web app's forms, made from the requests they send: without what the page adds at submit
// time (the human check, the language), with what only a form asks (the password twice, the
// marketing choice). The password-confirmation rule is the contract's own (`passwordConfirmed`).
import { z } from 'zod'
import { updatePasswordRequestSchema } from './account.ts'
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth.ts'
import { PASSWORD_MISMATCH, passwordConfirmed } from './constants.ts'

const added: { captcha: true; lang: true } = { captcha: true, lang: true }

/**
 * The confirmation is asked, and must repeat the password: an issue on its field, which the web
 * app words (empty: required; else `PASSWORD_MISMATCH`).
 */
const confirmation = <T extends { password: string; password_confirmation?: string }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (!value.password_confirmation || !passwordConfirmed(value)) {
    context.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      input: value.password_confirmation,
      params: { reason: PASSWORD_MISMATCH },
    })
  }
}

export const loginFormSchema = loginRequestSchema.omit(added)
export type LoginFormValues = z.input<typeof loginFormSchema>

// The form always has the confirmation and the marketing choice, which the API takes as optional.
export const registerFormSchema = registerRequestSchema
  .omit(added)
  .extend({ password_confirmation: z.string(), marketing_emails: z.boolean() })
  .superRefine(confirmation)
export type RegisterFormValues = z.input<typeof registerFormSchema>

export const forgotPasswordFormSchema = forgotPasswordRequestSchema.omit(added)
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>

export const resetPasswordFormSchema = resetPasswordRequestSchema
  .omit(added)
  .superRefine(confirmation)
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>

/** Changing the password: the current one is asked when the account has one. */
export function passwordChangeFormSchema(hasPassword: boolean) {
  return updatePasswordRequestSchema.superRefine((value, context) => {
    if (hasPassword && !value.current_password) {
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        input: value.current_password,
      })
    }
    confirmation(value, context)
  })
}
