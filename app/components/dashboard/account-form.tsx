import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
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
import { cn } from '~/lib/cn'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The field's first error, already translated by the form's validator. */
function useFieldError() {
  const field = useFieldContext<string>()
  return field.state.meta.errors.find((error): error is string => typeof error === 'string')
}

type TextFieldProps = {
  label: ReactNode
  description?: ReactNode
} & Omit<ComponentProps<'input'>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>

function TextField({ label, description, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>()
  const ids = useFieldIds(field.name)
  const error = useFieldError()
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <Input
        {...inputProps}
        {...fieldControlProps(ids, { error, hasDescription: Boolean(description) })}
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      {description ? (
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  )
}

function TextAreaField({ label, rows = 3 }: { label: ReactNode; rows?: number }) {
  const field = useFieldContext<string>()
  const ids = useFieldIds(field.name)
  const error = useFieldError()
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <textarea
        {...fieldControlProps(ids, { error })}
        name={field.name}
        rows={rows}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        className={controlClass}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  )
}

type SelectFieldProps = {
  label: ReactNode
  options: readonly { value: string; label: string }[]
  /** A first, empty choice ("Choose a reason"); without it the first option is preselected. */
  placeholder?: string
}

function SelectField({ label, options, placeholder }: SelectFieldProps) {
  const field = useFieldContext<string>()
  const ids = useFieldIds(field.name)
  const error = useFieldError()
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <select
        {...fieldControlProps(ids, { error })}
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        className={cn(controlClass, 'h-9 py-1')}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  )
}

/**
 * The form's submit button, disabled while the form is being sent, and until the page is
 * hydrated: a form sent by the browser itself would put its fields in the URL.
 */
function SubmitButton({ children, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const form = useFormContext()
  const hydrated = useHydrated()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <Button type="submit" disabled={submitting || !hydrated} aria-busy={submitting} {...props}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  )
}

const controlClass = cn(
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
)

/** TanStack Form with the account pages' fields: `form.AppField` gives `field.TextField` etc. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField },
  formComponents: { SubmitButton },
})
