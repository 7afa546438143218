import { type ForgotPasswordFormValues, forgotPasswordFormSchema } from '@contract/forms'
import { useAppForm } from '~/components/form/form-kit'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { cn } from '~/lib/cn'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'
import { AuthSubmit } from './auth-submit'

type ForgotPasswordFormProps = {
  onSubmit: (values: ForgotPasswordFormValues) => Promise<void>
  verification: HumanVerificationState
  /** The server's answer to the last request ("We have emailed your password reset link."). */
  status: string | null
}

export function ForgotPasswordForm({ onSubmit, verification, status }: ForgotPasswordFormProps) {
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onBlur: schemaValidator(forgotPasswordFormSchema) },
    onSubmit: ({ value }) => onSubmit(value),
  })

  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={m.auth_email_label()} type="email" autoComplete="email" />
          )}
        </form.AppField>
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
