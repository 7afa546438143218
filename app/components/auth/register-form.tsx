import { PASSWORD_MIN_LENGTH } from '@contract/constants'
import { type RegisterFormValues, registerFormSchema } from '@contract/forms'
import { useAppForm } from '~/components/form/form-kit'
import { HumanVerificationStatus } from '~/components/human-verification-status'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'

type RegisterFormProps = {
  onSubmit: (values: RegisterFormValues) => Promise<void>
  verification: HumanVerificationState
}

export function RegisterForm({ onSubmit, verification }: RegisterFormProps) {
  const form = useAppForm({
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      // Marketing mail is opt-in: the API would otherwise subscribe the new account.
      marketing_emails: false,
    },
    validators: { onBlur: schemaValidator(registerFormSchema) },
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
      <form.AppField name="name">
        {(field) => <field.TextField label={m.auth_name_label()} autoComplete="name" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => (
          <field.TextField label={m.auth_email_label()} type="email" autoComplete="email" />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={m.auth_password_label()}
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
      <form.AppField name="marketing_emails">
        {(field) => <field.CheckboxField label={m.register_marketing_label()} />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton size="lg" className="w-full">
          {m.register_submit()}
        </form.SubmitButton>
      </form.AppForm>
      <HumanVerificationStatus state={verification} />
    </form>
  )
}
