import { type ResetPasswordFormValues, resetPasswordFormSchema } from '@contract/forms'
import { NewPasswordFields } from '~/components/form/new-password-fields'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { m } from '~/paraglide/messages'
import { useAuthForm } from './auth-form'
import { AuthSubmit } from './auth-submit'

type ResetPasswordFormProps = {
  /** From the emailed link: the token is sent back unseen, the address is shown read-only. */
  token: string
  email: string
  onSubmit: (values: ResetPasswordFormValues) => Promise<void>
  verification: HumanVerificationState
}

export function ResetPasswordForm({
  token,
  email,
  onSubmit,
  verification,
}: ResetPasswordFormProps) {
  const form = useAuthForm(
    resetPasswordFormSchema,
    { token, email, password: '', password_confirmation: '' },
    onSubmit,
  )

  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={m.auth_email_label()}
              type="email"
              autoComplete="email"
              readOnly
            />
          )}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
          passwordLabel={m.reset_password_label()}
          confirmationLabel={m.auth_password_confirmation_label()}
        />
        <AuthSubmit verification={verification}>{m.reset_submit()}</AuthSubmit>
      </form.Form>
    </form.AppForm>
  )
}
