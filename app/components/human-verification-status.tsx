import { CheckCircle2Icon, LoaderCircleIcon, ShieldAlertIcon } from 'lucide-react'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { m } from '~/paraglide/messages'

/** A quiet line under a form saying where the human check stands (ALTCHA, self-hosted). */
export function HumanVerificationStatus({ state }: { state: HumanVerificationState }) {
  return (
    <p
      aria-live="polite"
      data-state={state}
      className="flex items-center gap-2 text-xs text-muted-foreground"
    >
      {state === 'solving' ? (
        <LoaderCircleIcon aria-hidden="true" className="size-3.5 animate-spin" />
      ) : null}
      {state === 'ready' ? (
        <CheckCircle2Icon aria-hidden="true" className="size-3.5 text-success" />
      ) : null}
      {state === 'failed' ? (
        <ShieldAlertIcon aria-hidden="true" className="size-3.5 text-destructive" />
      ) : null}
      {state === 'solving' ? m.human_check_solving() : null}
      {state === 'ready' ? m.human_check_ready() : null}
      {state === 'failed' ? m.human_check_failed() : null}
    </p>
  )
}
