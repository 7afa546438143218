import type { ForgotPasswordFormValues } from '@contract/forms'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthCard, authLinkClass } from '~/components/auth/auth-card'
import { ForgotPasswordForm } from '~/components/auth/forgot-password-form'
import { useHumanVerification } from '~/hooks/use-human-verification'
import { errorMessage } from '~/lib/error-message'
import { pageMeta } from '~/lib/seo'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { useForgotPassword } from '~/queries/auth'

export const Route = createFileRoute('/_guest/forgot-password')({
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.forgot_meta_title(),
      description: m.forgot_meta_description(),
    }),
  }),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { redirect } = Route.useSearch()
  const { state, take } = useHumanVerification()
  const [status, setStatus] = useState<string | null>(null)
  const forgotPassword = useForgotPassword()

  async function requestLink(values: ForgotPasswordFormValues) {
    setStatus(null)
    try {
      const answer = await forgotPassword.mutateAsync({ ...values, captcha: await take() })
      setStatus(answer || null)
      if (answer) toast({ content: answer, severity: 'success' })
    } catch (error) {
      toast({ content: errorMessage(error), severity: 'error' })
    }
  }

  return (
    <AuthCard
      title={m.forgot_title()}
      description={m.forgot_description()}
      links={
        <>
          <p>
            <Link to="/login" search={{ redirect }} className={authLinkClass}>
              {m.forgot_back_to_login()}
            </Link>
          </p>
          <p>
            <Link to="/register" search={{ redirect }} className={authLinkClass}>
              {m.forgot_register_link()}
            </Link>
          </p>
        </>
      }
    >
      <ForgotPasswordForm onSubmit={requestLink} verification={state} status={status} />
    </AuthCard>
  )
}
