import { type UpdateMeRequest, updateMeRequestSchema } from '@contract/account'
import type { User } from '@contract/user'
import { revalidateLogic } from '@tanstack/react-form'
import { useAppForm } from '~/components/form/form-kit'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { LOCALES, type Locale } from '../../../app.config'

const languageName: Record<Locale, () => string> = {
  en: m.lang_en,
  fr: m.lang_fr,
  es: m.lang_es,
  it: m.lang_it,
}

type ProfileValues = { name: string; email: string; lang: string; current_password: string }

type ProfileFormProps = {
  user: Pick<User, 'name' | 'email' | 'lang' | 'has_password'>
  /** Saves the profile; resolves once the outcome has been told to the user. */
  onSave: (data: UpdateMeRequest) => Promise<unknown>
}

/**
 * Name, email address and language of the signed-in user. A new address also asks for the
 * current password (when the account has one); the API then mails it a confirmation link.
 */
export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const defaultValues: ProfileValues = {
    name: user.name,
    email: user.email,
    // Not told by the API: the language the page is read in.
    lang: user.lang ?? getLocale(),
    current_password: '',
  }
  const asksPassword = (email: string) =>
    // Not told by the API: assume a password exists, so it is asked rather than skipped.
    user.has_password !== false && email.trim().toLowerCase() !== user.email
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schemaValidator(updateMeRequestSchema) },
    onSubmit: ({ value }) => {
      const { current_password, ...profile } = updateMeRequestSchema.parse(value)
      return onSave(asksPassword(value.email) ? { ...profile, current_password } : profile)
    },
  })

  return (
    <form.AppForm>
      <form.Form dense>
        <form.AppField name="name">
          {(field) => <field.TextField label={m.account_name_label()} autoComplete="name" />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={m.account_email_label()} type="email" autoComplete="email" />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => asksPassword(state.values.email)}>
          {(asked) =>
            asked ? (
              <form.AppField
                name="current_password"
                validators={{
                  onDynamic: ({ value }) => (value === '' ? m.form_error_required() : undefined),
                }}
              >
                {(field) => (
                  <field.TextField
                    label={m.account_current_password_label()}
                    description={m.account_email_change_current_password_description()}
                    type="password"
                    autoComplete="current-password"
                    required
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <form.AppField name="lang">
          {(field) => (
            <field.SelectField
              label={m.account_language_label()}
              options={LOCALES.map((locale) => ({ value: locale, label: languageName[locale]() }))}
            />
          )}
        </form.AppField>
        <form.SubmitButton className="justify-self-start">
          {m.account_profile_submit()}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
