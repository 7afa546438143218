import type { FormField, FormStep } from '@contract/catalogue'
import { useRef, useState } from 'react'
import { useAppForm } from '~/components/form/form-kit'
import { checkAnswer } from '~/lib/step-rules'
import { m } from '~/paraglide/messages'

export type StepAnswers = Record<string, string | boolean>
export type StepResult =
  | { ok: true }
  | { ok: false; message: string; errors: Record<string, string>; quota?: boolean }

/** What the flow holds for a field, as the form edits it. */
export function formValue(field: FormField, stored: unknown): string | boolean {
  if (field.type === 'checkbox') return stored === true
  if (typeof stored === 'number') return String(stored)
  return typeof stored === 'string' ? stored : ''
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'number',
  date: 'date',
}

/**
 * One step of a flow, built from the template's definition: every field type, the API's rules
 * checked on leaving a field, and the API's own refusals shown on their fields.
 */
export function StepForm(props: {
  step: FormStep
  initial: StepAnswers
  /** More fields before the answers (a visitor's email). */
  before?: React.ReactNode
  submitLabel: string
  onSubmit: (form: FormData) => Promise<StepResult>
}) {
  const [problem, setProblem] = useState<{ message: string } | null>(null)
  // Files chosen for the step's file fields (kept across renders; sent with the answers).
  const files = useRef(new Map<string, File>()).current
  const form = useAppForm({
    defaultValues: props.initial,
    // A field already in error must not stop the others being checked when the user sends.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setProblem(null)
      const sent = new FormData()
      for (const field of props.step.fields) {
        if (field.type === 'file') {
          const file = files.get(field.name)
          if (file) sent.append(`inputs[${field.name}]`, file)
          continue
        }
        const answer = value[field.name]
        sent.append(
          `inputs[${field.name}]`,
          typeof answer === 'boolean' ? String(answer) : (answer ?? ''),
        )
      }
      const result = await props.onSubmit(sent)
      if (result.ok) return
      setProblem({ message: result.message })
      for (const [name, message] of Object.entries(result.errors)) {
        formApi.setFieldMeta(name, (meta) => ({
          ...meta,
          isBlurred: true,
          errorMap: { ...meta.errorMap, onSubmit: message },
        }))
      }
    },
  })

  return (
    <form.AppForm>
      <form.Form aria-labelledby="step-heading">
        {props.before}
        {props.step.fields.map((field) => {
          const help = field.help ?? undefined
          if (field.type === 'file') {
            return (
              <div key={field.name} className="grid gap-2">
                <label htmlFor={`file-${field.name}`} className="text-sm font-medium">
                  {field.label}
                </label>
                <input
                  id={`file-${field.name}`}
                  type="file"
                  accept={field.rules.accept?.join(',')}
                  onChange={(event) => {
                    const file = event.target.files?.[0]
                    if (file) files.set(field.name, file)
                    else files.delete(field.name)
                  }}
                  className="text-sm"
                />
                {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
              </div>
            )
          }
          const validate = ({ value }: { value: string | boolean }) => checkAnswer(field, value)
          return (
            <form.AppField
              key={field.name}
              name={field.name}
              validators={{ onBlur: validate, onSubmit: validate }}
            >
              {(control) => {
                if (field.type === 'checkbox') return <control.CheckboxField label={field.label} />
                if (field.options) {
                  return (
                    <div className="grid gap-1">
                      <control.SelectField
                        label={field.label}
                        options={field.options}
                        placeholder={m.flow_choose()}
                      />
                      {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
                    </div>
                  )
                }
                if (field.type === 'textarea') {
                  return (
                    <div className="grid gap-1">
                      <control.TextAreaField label={field.label} rows={5} />
                      {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
                    </div>
                  )
                }
                return (
                  <control.TextField
                    label={field.label}
                    description={help}
                    type={INPUT_TYPES[field.type] ?? 'text'}
                    placeholder={field.placeholder ?? undefined}
                  />
                )
              }}
            </form.AppField>
          )
        })}
        {problem ? (
          <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
            <p>{problem.message}</p>
          </div>
        ) : null}
        <div>
          <form.SubmitButton>{props.submitLabel}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
