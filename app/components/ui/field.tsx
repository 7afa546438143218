import * as React from 'react'

import { cn } from '~/lib/cn'
import { Label } from './label'

/** The ids that tie a field's label, control, description and error together. */
type FieldIds = {
  controlId: string
  descriptionId: string
  errorId: string
}

/** Stable, unique ids for one field; `name` only makes them readable. */
function useFieldIds(name: string): FieldIds {
  const unique = React.useId()
  const base = `${name}-${unique.replace(/[^a-zA-Z0-9_-]/g, '')}`
  return {
    controlId: base,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
  }
}

type FieldControlOptions = {
  /** The error shown under the field, if any: the control becomes `aria-invalid`. */
  error?: React.ReactNode
  /** Whether a FieldDescription is rendered with `ids.descriptionId`. */
  hasDescription?: boolean
}

type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Props to spread on the control so assistive technology finds its description and error. */
function fieldControlProps(ids: FieldIds, options: FieldControlOptions = {}): FieldControlProps {
  const invalid = hasContent(options.error)
  const describedBy = [
    options.hasDescription ? ids.descriptionId : undefined,
    invalid ? ids.errorId : undefined,
  ].filter(Boolean)
  return {
    id: ids.controlId,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  }
}

function hasContent(node: React.ReactNode) {
  return node !== undefined && node !== null && node !== false && node !== ''
}

function Field({
  className,
  invalid,
  ...props
}: React.ComponentProps<'div'> & { invalid?: boolean }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend
    <div
      role="group"
      data-slot="field"
      data-invalid={invalid ? 'true' : undefined}
      className={cn('group/field grid gap-2', className)}
      {...props}
    />
  )
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn('group-data-[invalid=true]/field:text-destructive', className)}
      {...props}
    />
  )
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  )
}

/** The field's error, announced to screen readers; renders nothing when there is no error. */
function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!hasContent(children)) return null
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn('font-medium text-destructive text-sm', className)}
      {...props}
    >
      {children}
    </p>
  )
}

export {
  Field,
  type FieldControlOptions,
  type FieldControlProps,
  FieldDescription,
  FieldError,
  type FieldIds,
  FieldLabel,
  fieldControlProps,
  useFieldIds,
}
