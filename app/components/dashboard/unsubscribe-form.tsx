import { type UnsubscribeRequest, unsubscribeRequestSchema } from '@contract/account'
import { revalidateLogic } from '@tanstack/react-form'
import { useAppForm } from '~/components/form/form-kit'
import { schemaValidator } from '~/lib/form-messages'
import { m } from '~/paraglide/messages'

type UnsubscribeFormProps = {
  /** The reasons to choose from, worded by the API in the page's language. */
  reasons: readonly { value: string; label: string }[]
  /** Unsubscribes; true empties the form. */
  onUnsubscribe: (data: UnsubscribeRequest) => Promise<boolean>
}

/** Stops the marketing emails, asking why (and an optional comment). */
export function UnsubscribeForm({ reasons, onUnsubscribe }: UnsubscribeFormProps) {
  const form = useAppForm({
    defaultValues: { reason: '', comment: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schemaValidator(unsubscribeRequestSchema) },
    onSubmit: async ({ value, formApi }) => {
      const { reason, comment } = unsubscribeRequestSchema.parse(value)
      if (await onUnsubscribe({ reason, ...(comment ? { comment } : {}) })) formApi.reset()
    },
  })

  return (
    <form.AppForm>
      <form.Form dense>
        <form.AppField name="reason">
          {(field) => (
            <field.SelectField
              label={m.account_unsubscribe_reason_label()}
              placeholder={m.account_unsubscribe_reason_placeholder()}
              options={reasons}
            />
          )}
        </form.AppField>
        <form.AppField name="comment">
          {(field) => <field.TextAreaField label={m.account_unsubscribe_comment_label()} />}
        </form.AppField>
        <form.SubmitButton variant="outline" className="justify-self-start">
          {m.account_unsubscribe_submit()}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
