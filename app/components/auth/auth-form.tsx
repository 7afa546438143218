import type { z } from 'zod'
import { useAppForm, withFieldGroup } from '~/components/form/form-kit'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'

/**
 * A sign-in page's form: checked by its contract schema when a field is left (submitting runs
 * these checks too), then handed to the page.
 */
export function useAuthForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  defaultValues: Values,
  onSubmit: (values: Values) => Promise<void>,
) {
  return useAppForm({
    defaultValues,
    validators: { onBlur: schemaValidator(schema) },
    onSubmit: ({ value }) => onSubmit(value),
  })
}

/** The address the sign-in pages ask for. */
export const EmailField = withFieldGroup({
  defaultValues: { email: '' },
  render: ({ group }) => (
    <group.AppField name="email">
      {(field) => (
        <field.TextField label={m.auth_email_label()} type="email" autoComplete="email" />
      )}
    </group.AppField>
  ),
})
