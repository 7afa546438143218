import type { FormStep } from '@contract/catalogue'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useHumanVerification } from '~/hooks/use-human-verification'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { useUser } from '~/queries/auth'
import { flowStepActions } from '~/queries/flow-step-actions'
import { formValue, StepForm } from './step-form'

/**
 * The tool's first step on its landing page: the first submit creates the flow (a visitor gives
 * an email, which makes a passwordless account and signs them in) and goes on to step 2.
 */
export function StartFlow(props: {
  templateId: number
  templateName: string
  step: FormStep
  totalSteps: number
}) {
  const user = useUser()
  const navigate = useNavigate()
  const verification = useHumanVerification()
  const [email, setEmail] = useState('')
  const initial = Object.fromEntries(
    props.step.fields.map((field) => [field.name, formValue(field, undefined)]),
  )
  return (
    <StepForm
      step={props.step}
      initial={initial}
      submitLabel={props.totalSteps > 1 ? m.flow_next() : m.flow_generate()}
      before={
        user ? null : (
          <div className="grid gap-2">
            <label htmlFor="flow-email" className="text-sm font-medium">
              {m.flow_email_label()}
            </label>
            <input
              id="flow-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby="flow-email-help"
              className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs md:text-sm"
            />
            <p id="flow-email-help" className="text-sm text-muted-foreground">
              {m.flow_email_help()}
            </p>
          </div>
        )
      }
      onSubmit={async (form) => {
        form.set('templateId', String(props.templateId))
        if (!user) {
          form.set('email', email)
          const captcha = await verification.take()
          if (captcha) form.set('captcha', captcha)
        }
        const outcome = await flowStepActions.startFlow({ data: form })
        if (!outcome.ok) return outcome
        if (props.totalSteps > 1) {
          // A full load: a visitor who has just been signed in gets the member's page.
          window.location.assign(localizeHref(`/flow/${outcome.flowUuid}/step/2`))
        } else {
          const processed = await flowStepActions.processFlowStep({
            data: { flowUuid: outcome.flowUuid, documentName: props.templateName },
          })
          if (!processed.ok) return processed
          await navigate({ to: '/successful-flow', search: { flow_uuid: outcome.flowUuid } })
        }
        return { ok: true }
      }}
    />
  )
}
