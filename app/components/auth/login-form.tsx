import { type LoginFormValues, loginFormSchema } from '@contract/forms'
import { useAppForm } from '~/components/form/form-kit'
import { HumanVerificationStatus } from '~/components/human-verification-status'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'

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
      <form.AppForm>
        <form.SubmitButton size="lg" className="w-full">
          {m.login_submit()}
        </form.SubmitButton>
      </form.AppForm>
      <HumanVerificationStatus state={verification} />
    </form>
  )
}
