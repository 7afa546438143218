import { useNavigate } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { flowStepActions } from '~/queries/flow-step-actions'
import type { FlowStepData } from '~/queries/flow-steps'
import { formValue, StepForm } from './step-form'

/**
 * A step of a flow, with the answers saved so far: each submit is saved on the server, so the
 * flow resumes where it was left, on any device. The last step processes the flow.
 */
export function FlowStepPage({ data, stepNumber }: { data: FlowStepData; stepNumber: number }) {
  const navigate = useNavigate()
  const { flow, step, outline, failed_reasons: failedReasons, totalSteps } = data
  const saved = new Map(flow.inputs.map((input) => [input.name, input.value]))
  const initial = Object.fromEntries(
    step.fields.map((field) => {
      const stored = saved.get(field.name)
      // An outline step starts from the outline drafted from the earlier answers.
      const value = step.kind === 'outline' && stored === undefined ? outline : stored
      return [field.name, formValue(field, value)]
    }),
  )
  const last = stepNumber >= totalSteps
  const previous =
    stepNumber > 1
      ? localizeHref(`/flow/${flow.uuid}/step/${stepNumber - 1}`)
      : localizeHref(`/${flow.flow_template.slug}`)

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <a href={previous} className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {m.flow_back()}
      </a>
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {flow.flow_template.name} · {m.flow_step_of({ step: stepNumber, total: totalSteps })}
        </p>
        <h1 id="step-heading" className="text-2xl font-bold tracking-tight">
          {step.title}
        </h1>
        {step.description ? <p className="text-muted-foreground">{step.description}</p> : null}
      </header>
      {failedReasons.length > 0 ? (
        <ul role="alert" className="list-disc rounded-md border p-3 ps-8 text-sm">
          {failedReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <StepForm
        step={step}
        initial={initial}
        submitLabel={last ? m.flow_generate() : m.flow_next()}
        onSubmit={async (form) => {
          const documentName = flow.generated_document_name ?? flow.flow_template.name
          if (step.kind === 'outline' && last) {
            const [field] = step.fields
            const edited = field ? form.get(`inputs[${field.name}]`) : null
            const processed = await flowStepActions.processFlowStep({
              data: {
                flowUuid: flow.uuid,
                documentName,
                ...(typeof edited === 'string' && edited.trim() !== '' && { outline: edited }),
              },
            })
            if (!processed.ok) return processed
          } else {
            form.set('flowUuid', flow.uuid)
            form.set('step', String(stepNumber))
            const answered = await flowStepActions.answerStep({ data: form })
            if (!answered.ok) return answered
            if (!last) {
              await navigate({
                to: '/flow/$flowId/step/$stepNumber',
                params: { flowId: flow.uuid, stepNumber: String(stepNumber + 1) },
              })
              return { ok: true }
            }
            const processed = await flowStepActions.processFlowStep({
              data: { flowUuid: flow.uuid, documentName },
            })
            if (!processed.ok) return processed
          }
          await navigate({ to: '/successful-flow', search: { flow_uuid: flow.uuid } })
          return { ok: true }
        }}
      />
    </div>
  )
}
