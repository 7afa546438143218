import type { UnsubscribeRequest } from '@contract/account'
import { BellOffIcon, BellRingIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { UnsubscribeForm } from './unsubscribe-form'

type EmailPreferencesProps = {
  marketingEmails: boolean
  reasons: readonly { value: string; label: string }[]
  onUnsubscribe: (data: UnsubscribeRequest) => Promise<boolean>
  onResubscribe: () => Promise<boolean>
}

/** Whether the user gets our news and offers; the way out, or back in. */
export function EmailPreferences(props: EmailPreferencesProps) {
  const { marketingEmails, reasons, onUnsubscribe, onResubscribe } = props
  const [pending, setPending] = useState(false)

  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm" data-subscribed={marketingEmails}>
        {marketingEmails ? (
          <BellRingIcon aria-hidden="true" className="size-4 text-primary" />
        ) : (
          <BellOffIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        )}
        {marketingEmails ? m.account_emails_subscribed() : m.account_emails_unsubscribed()}
      </p>
      {marketingEmails ? (
        <UnsubscribeForm reasons={reasons} onUnsubscribe={onUnsubscribe} />
      ) : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={pending}
          aria-busy={pending}
          onClick={async () => {
            setPending(true)
            await onResubscribe()
            setPending(false)
          }}
        >
          {m.account_resubscribe()}
        </Button>
      )}
    </div>
  )
}
