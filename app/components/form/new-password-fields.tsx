import { PASSWORD_MIN_LENGTH } from '@contract/constants'
import { m } from '~/paraglide/messages'
import { withFieldGroup } from './form-kit'

/**
 * A new password and its confirmation, as sign-up, the reset link and the account page ask them
 * (the rule that they match is the contract's, in `@contract/forms`).
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', password_confirmation: '' },
  props: {
    passwordLabel: '',
    confirmationLabel: '',
  },
  render: ({ group, passwordLabel, confirmationLabel }) => (
    <>
      <group.AppField name="password">
        {(field) => (
          <field.TextField
            label={passwordLabel}
            type="password"
            autoComplete="new-password"
            description={m.form_password_hint({ minimum: PASSWORD_MIN_LENGTH })}
          />
        )}
      </group.AppField>
      <group.AppField name="password_confirmation">
        {(field) => (
          <field.TextField label={confirmationLabel} type="password" autoComplete="new-password" />
        )}
      </group.AppField>
    </>
  ),
})
