import { type RegisterFormValues, registerFormSchema } from '@contract/forms'
import { useAppForm } from '~/components/form/form-kit'
import { NewPasswordFields } from '~/components/form/new-password-fields'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'
import { AuthSubmit } from './auth-submit'

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
    <form.AppForm>
      <form.Form>
        <form.AppField name="name">
          {(field) => <field.TextField label={m.auth_name_label()} autoComplete="name" />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={m.auth_email_label()} type="email" autoComplete="email" />
          )}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
          passwordLabel={m.auth_password_label()}
          confirmationLabel={m.auth_password_confirmation_label()}
        />
        <form.AppField name="marketing_emails">
          {(field) => <field.CheckboxField label={m.register_marketing_label()} />}
        </form.AppField>
        <AuthSubmit verification={verification}>{m.register_submit()}</AuthSubmit>
      </form.Form>
    </form.AppForm>
  )
}
