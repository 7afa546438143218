import { PASSWORD_MIN_LENGTH } from '@contract/constants'
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '@contract/forms'
import { useAppForm } from '~/components/form/form-kit'
import { HumanVerificationStatus } from '~/components/human-verification-status'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'

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
  const form = useAppForm({
    defaultValues: { token, email, password: '', password_confirmation: '' },
    validators: { onBlur: schemaValidator(resetPasswordFormSchema) },
    onSubmit: ({ value }) => onSubmit(value),
  })

  return (
    <form
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
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
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={m.reset_password_label()}
            type="password"
            autoComplete="new-password"
            description={m.auth_password_hint({ minimum: PASSWORD_MIN_LENGTH })}
          />
        )}
      </form.AppField>
      <form.AppField name="password_confirmation">
        {(field) => (
          <field.TextField
            label={m.auth_password_confirmation_label()}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton size="lg" className="w-full">
          {m.reset_submit()}
        </form.SubmitButton>
      </form.AppForm>
      <HumanVerificationStatus state={verification} />
    </form>
  )
}
