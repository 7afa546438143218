import { type ForgotPasswordFormValues, forgotPasswordFormSchema } from '@contract/forms'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { cn } from '~/lib/cn'
import { m } from '~/paraglide/messages'
import { EmailField, useAuthForm } from './auth-form'
import { AuthSubmit } from './auth-submit'

type ForgotPasswordFormProps = {
  onSubmit: (values: ForgotPasswordFormValues) => Promise<void>
  verification: HumanVerificationState
  /** The server's answer to the last request ("We have emailed your password reset link."). */
  status: string | null
}

export function ForgotPasswordForm({ onSubmit, verification, status }: ForgotPasswordFormProps) {
  const form = useAuthForm(forgotPasswordFormSchema, { email: '' }, onSubmit)

  return (
    <form.AppForm>
      <form.Form>
        <EmailField form={form} fields={{ email: 'email' }} />
        {/* Always rendered (hidden while empty), so screen readers announce the answer. */}
        <p
          role="status"
          className={cn(
            'text-sm text-success',
            status ? 'rounded-md bg-success/10 px-3 py-2' : 'sr-only',
          )}
        >
          {status}
        </p>
        <AuthSubmit verification={verification}>{m.forgot_submit()}</AuthSubmit>
      </form.Form>
    </form.AppForm>
  )
}
