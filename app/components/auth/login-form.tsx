import { type LoginFormValues, loginFormSchema } from '@contract/forms'
import { useAppForm } from '~/components/form/form-kit'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'
import { AuthSubmit } from './auth-submit'

type LoginFormProps = {
  /** Signs in; resolves once the page has reacted (toast, navigation), keeping the button busy. */
  onSubmit: (values: LoginFormValues) => Promise<void>
  verification: HumanVerificationState
}

export function LoginForm({ onSubmit, verification }: LoginFormProps) {
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    // Submitting runs the blur validators too.
    validators: { onBlur: schemaValidator(loginFormSchema) },
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
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label={m.auth_password_label()}
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        <AuthSubmit verification={verification}>{m.login_submit()}</AuthSubmit>
      </form.Form>
    </form.AppForm>
  )
}
