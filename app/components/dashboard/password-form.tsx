import type { UpdatePasswordRequest } from '@contract/account'
import { passwordChangeFormSchema } from '@contract/forms'
import { revalidateLogic } from '@tanstack/react-form'
import { useAppForm } from '~/components/form/form-kit'
import { NewPasswordFields } from '~/components/form/new-password-fields'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'

type PasswordFormProps = {
  /** False for accounts without a password yet: no current password is asked. */
  hasPassword: boolean
  /** Changes the password; true empties the form. */
  onSave: (data: UpdatePasswordRequest) => Promise<boolean>
}

export function PasswordForm({ hasPassword, onSave }: PasswordFormProps) {
  const schema = passwordChangeFormSchema(hasPassword)
  const form = useAppForm({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schemaValidator(schema) },
    onSubmit: async ({ value, formApi }) => {
      const { current_password, ...data } = schema.parse(value)
      if (await onSave(hasPassword ? { current_password, ...data } : data)) formApi.reset()
    },
  })

  return (
    <form.AppForm>
      <form.Form dense>
        {hasPassword ? (
          <form.AppField name="current_password">
            {(field) => (
              <field.TextField
                label={m.account_current_password_label()}
                type="password"
                autoComplete="current-password"
              />
            )}
          </form.AppField>
        ) : null}
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
          passwordLabel={m.account_new_password_label()}
          confirmationLabel={m.account_password_confirmation_label()}
        />
        <form.SubmitButton className="justify-self-start">
          {m.account_password_submit()}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
