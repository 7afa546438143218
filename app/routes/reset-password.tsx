import type { ResetPasswordFormValues } from '@contract/forms'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { AuthCard, authLinkClass } from '~/components/auth/auth-card'
import { ResetPasswordForm } from '~/components/auth/reset-password-form'
import { Button } from '~/components/ui/button'
import { useHumanVerification } from '~/hooks/use-human-verification'
import { errorMessage } from '~/lib/error-message'
import { searchEmail, searchText } from '~/lib/search-params'
import { pageMeta } from '~/lib/seo'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { useResetPassword } from '~/queries/auth'

// The emailed link: ?token=…&email=…
const resetSearch = (search: Record<string, unknown>) => ({
  token: searchText(search.token, 255),
  email: searchEmail(search.email),
})

export const Route = createFileRoute('/reset-password')({
  staticData: { messages: ['auth'] },
  validateSearch: resetSearch,
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.reset_meta_title(),
      description: m.reset_meta_description(),
    }),
  }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token, email } = Route.useSearch()

  return (
    <AuthCard
      title={m.reset_title()}
      description={m.reset_description()}
      links={
        <p>
          <Link to="/login" className={authLinkClass}>
            {m.reset_back_to_login()}
          </Link>
        </p>
      }
    >
      {token && email ? <ResetPassword token={token} email={email} /> : <IncompleteLink />}
    </AuthCard>
  )
}

function ResetPassword({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate()
  const { state, take } = useHumanVerification()
  const resetPassword = useResetPassword()

  async function reset(values: ResetPasswordFormValues) {
    try {
      const status = await resetPassword.mutateAsync({ ...values, captcha: await take() })
      toast({ content: status || m.reset_title(), severity: 'success' })
    } catch (error) {
      toast({ content: errorMessage(error), severity: 'error' })
      return
    }
    await navigate({ to: '/login' })
  }

  return <ResetPasswordForm token={token} email={email} onSubmit={reset} verification={state} />
}

function IncompleteLink() {
  return (
    <div className="grid gap-4 text-center">
      <p role="alert" className="text-sm text-destructive">
        {m.reset_invalid_link()}
      </p>
      <Button asChild>
        <Link to="/forgot-password">{m.reset_request_link()}</Link>
      </Button>
    </div>
  )
}
