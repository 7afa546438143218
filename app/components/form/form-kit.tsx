// The product's one form kit (TanStack Form's composition API): fields that show their translated
// error once left or after a submit attempt, and a submit button that waits for hydration.
import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form'
import { useHydrated } from '@tanstack/react-router'
import { LoaderCircleIcon } from 'lucide-react'
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

/**
 * The field's error (already translated by `schemaValidator`), once the visitor has left the
 * field or tried to submit: a form validated as a whole stays quiet about untouched fields.
 */
function useFieldError() {
  const field = useFieldContext<unknown>()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const { meta } = field.state
  if (!submitted && !meta.isBlurred) return undefined
  return meta.errors.find((error): error is string => typeof error === 'string')
}

/** While the form holds errors they follow the typing: one that vanished only on blur would
 * move the submit button away from under the pointer mid-click. */
function useChangeHandler<T>() {
  const field = useFieldContext<T>()
  return (value: T) => {
    field.handleChange(value)
    if (!field.form.state.isValid) void field.validate('blur')
  }
}

const controlClass = cn(
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
)

type TextFieldProps = {
  label: ReactNode
  description?: ReactNode
} & Omit<ComponentProps<'input'>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>

function TextField({ label, description, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>()
  const ids = useFieldIds(field.name)
  const error = useFieldError()
  const change = useChangeHandler<string>()
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <Input
        {...inputProps}
        {...fieldControlProps(ids, { error, hasDescription: Boolean(description) })}
        name={field.name}
        value={field.state.value}
        onChange={(event) => change(event.target.value)}
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
  const change = useChangeHandler<string>()
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <textarea
        {...fieldControlProps(ids, { error })}
        name={field.name}
        rows={rows}
        value={field.state.value}
        onChange={(event) => change(event.target.value)}
        onBlur={field.handleBlur}
        className={cn(controlClass, 'py-2')}
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
  const change = useChangeHandler<string>()
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <select
        {...fieldControlProps(ids, { error })}
        name={field.name}
        value={field.state.value}
        onChange={(event) => change(event.target.value)}
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

function CheckboxField({ label }: { label: ReactNode }) {
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
      <label htmlFor={ids.controlId} className="select-none text-sm leading-snug">
        {label}
      </label>
    </div>
  )
}

/**
 * Busy (with a spinner) while the form is being sent, and disabled until the page is hydrated:
 * a form sent by the browser itself would put its fields, passwords included, in the URL.
 */
export function SubmitButton({ children, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const hydrated = useHydrated()
  return (
    <Button type="submit" disabled={submitting || !hydrated} aria-busy={submitting} {...props}>
      {submitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  )
}

/**
 * The `<form>` itself, sent by the form's own submit (never by the browser, which would put the
 * fields in the URL) and checked by its validators, not the browser's.
 */
function FormElement({
  dense,
  className,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'method'> & { dense?: boolean }) {
  const form = useFormContext()
  return (
    <form
      method="post"
      noValidate
      className={cn('grid', dense ? 'gap-4' : 'gap-5', className)}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      {...props}
    />
  )
}

/**
 * Inside `<form.AppForm>`: `<form.Form>` is the form element and `<form.SubmitButton>` submits;
 * `form.AppField` gives `field.TextField`, `field.SelectField`…
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, CheckboxField },
  formComponents: { SubmitButton, Form: FormElement },
})
