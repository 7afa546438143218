import { type RegisterFormValues, registerFormSchema } from '@contract/forms'
import { NewPasswordFields } from '~/components/form/new-password-fields'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { m } from '~/paraglide/messages'
import { EmailField, useAuthForm } from './auth-form'
import { AuthSubmit } from './auth-submit'

type RegisterFormProps = {
  onSubmit: (values: RegisterFormValues) => Promise<void>
  verification: HumanVerificationState
}

export function RegisterForm({ onSubmit, verification }: RegisterFormProps) {
  const form = useAuthForm(
    registerFormSchema,
    {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      // Marketing mail is opt-in: the API would otherwise subscribe the new account.
      marketing_emails: false,
    },
    onSubmit,
  )

  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="name">
          {(field) => <field.TextField label={m.auth_name_label()} autoComplete="name" />}
        </form.AppField>
        <EmailField form={form} fields={{ email: 'email' }} />
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
