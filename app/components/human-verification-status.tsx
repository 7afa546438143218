import { CheckCircle2Icon, LoaderCircleIcon, ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react'
import type { HumanVerificationState } from '~/hooks/use-human-verification'
import { m } from '~/paraglide/messages'

/**
 * A quiet line under a form saying where the human check stands, and the slot a provider's
 * widget renders into when the visitor has to interact (hidden while empty). Nothing at all
 * when no check runs here.
 */
export function HumanVerificationStatus({ state }: { state: HumanVerificationState }) {
  if (state === 'off') return null
  return (
    <div className="grid gap-2">
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
        {state === 'armed' ? (
          <ShieldCheckIcon aria-hidden="true" className="size-3.5 text-success" />
        ) : null}
        {state === 'failed' ? (
          <ShieldAlertIcon aria-hidden="true" className="size-3.5 text-destructive" />
        ) : null}
        {state === 'solving' ? m.human_check_solving() : null}
        {state === 'ready' ? m.human_check_ready() : null}
        {state === 'armed' ? m.human_check_armed() : null}
        {state === 'failed' ? m.human_check_failed() : null}
      </p>
      <div data-slot="human-check-widget" className="empty:hidden" />
    </div>
  )
}
