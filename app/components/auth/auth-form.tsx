// The sign-in pages' form kit (TanStack Form's composition API): fields that show their
// translated error once blurred or after a submit attempt, and a submit button with a spinner.

import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { LoaderCircleIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldControlProps,
  useFieldIds,
} from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { fieldErrorMessage } from './form-errors'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

type TextFieldProps = {
  label: string
  type?: 'email' | 'password' | 'text'
  autoComplete?: string
  description?: string
  readOnly?: boolean
}

function TextField({ label, type = 'text', autoComplete, description, readOnly }: TextFieldProps) {
  const field = useFieldContext<string>()
  const ids = useFieldIds(field.name)
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const { meta, value } = field.state
  // The form validates as a whole: a field stays quiet until the visitor has left it.
  const error = submitted || meta.isBlurred ? fieldErrorMessage(meta.errors, value) : undefined

  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <Input
        type={type}
        name={field.name}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        onChange={(event) => {
          field.handleChange(event.target.value)
          // While the form holds errors they follow the typing: an error that vanishes only on
          // blur would move the submit button away from under the pointer mid-click.
          if (!field.form.state.isValid) void field.validate('blur')
        }}
        onBlur={field.handleBlur}
        {...fieldControlProps(ids, { error, hasDescription: Boolean(description) })}
      />
      {description ? (
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  )
}

function CheckboxField({ label }: { label: string }) {
  const field = useFieldContext<boolean>()
  const ids = useFieldIds(field.name)

  return (
    <div className="flex items-start gap-2">
      <input
        id={ids.controlId}
        type="checkbox"
        name={field.name}
        checked={field.state.value}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <Label htmlFor={ids.controlId} className="font-normal leading-snug">
        {label}
      </Label>
    </div>
  )
}

/** Disabled until the page is hydrated: a form sent by the browser would put passwords in the URL. */
function SubmitButton({ children }: { children: ReactNode }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const hydrated = useHydrated()

  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={submitting || !hydrated}
      aria-busy={submitting}
    >
      {submitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  )
}

export const { useAppForm: useAuthForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField },
  formComponents: { SubmitButton },
})
