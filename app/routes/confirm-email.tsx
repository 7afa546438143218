import { createFileRoute, Link, useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthCard } from '~/components/auth/auth-card'
import { Button } from '~/components/ui/button'
import { errorMessage } from '~/lib/error-message'
import { searchText } from '~/lib/search-params'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { useConfirmEmailChange } from '~/queries/account'

// The link mailed to a new address: ?token=…. Confirming is a button (a POST), so that mail
// scanners that open links do not confirm on the owner's behalf.
export const Route = createFileRoute('/confirm-email')({
  staticData: { messages: ['auth'] },
  validateSearch: (search: Record<string, unknown>) => ({ token: searchText(search.token, 255) }),
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.confirm_email_meta_title(),
      description: m.confirm_email_intro(),
    }),
  }),
  component: ConfirmEmailPage,
})

type Outcome = { done: string } | { error: string } | null

function ConfirmEmailPage() {
  const { token } = Route.useSearch()
  const confirmEmailChange = useConfirmEmailChange()
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const hydrated = useHydrated()

  async function confirm(token: string) {
    setPending(true)
    try {
      const user = await confirmEmailChange.mutateAsync(token)
      if (!user) {
        setOutcome({ error: m.form_error_unexpected() })
        return
      }
      setOutcome({ done: user.email })
    } catch (error) {
      setOutcome({ error: errorMessage(error) })
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title={m.confirm_email_title()} description={m.confirm_email_intro()}>
      <div className="grid gap-4 text-center">
        {!token ? (
          <p role="alert" className="text-sm text-destructive">
            {m.confirm_email_missing()}
          </p>
        ) : outcome && 'done' in outcome ? (
          <>
            <p role="status" className="text-sm">
              {m.confirm_email_done({ email: outcome.done })}
            </p>
            <Button asChild>
              <Link to="/dashboard/account">{m.confirm_email_to_account()}</Link>
            </Button>
          </>
        ) : (
          <>
            {outcome ? (
              <p role="alert" className="text-sm text-destructive">
                {outcome.error}
              </p>
            ) : null}
            <Button
              type="button"
              disabled={!hydrated || pending}
              onClick={() => void confirm(token)}
            >
              {m.confirm_email_submit()}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  )
}
