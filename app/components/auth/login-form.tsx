import { type LoginFormValues, loginFormSchema } from '@contract/forms'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { m } from '~/paraglide/messages'
import { EmailField, useAuthForm } from './auth-form'
import { AuthSubmit } from './auth-submit'

type LoginFormProps = {
  /** Signs in; resolves once the page has reacted (toast, navigation), keeping the button busy. */
  onSubmit: (values: LoginFormValues) => Promise<void>
  verification: HumanVerificationState
}

export function LoginForm({ onSubmit, verification }: LoginFormProps) {
  const form = useAuthForm(loginFormSchema, { email: '', password: '' }, onSubmit)

  return (
    <form.AppForm>
      <form.Form>
        <EmailField form={form} fields={{ email: 'email' }} />
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
