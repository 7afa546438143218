import type { LoginFormValues } from '@contract/forms'
import { createFileRoute, Link, useLoaderData } from '@tanstack/react-router'
import { AuthCard, authLinkClass } from '~/components/auth/auth-card'
import { GoogleSignIn } from '~/components/auth/google-sign-in'
import { LoginForm } from '~/components/auth/login-form'
import { useFinishSignIn } from '~/hooks/use-finish-sign-in'
import { useHumanVerification } from '~/hooks/use-human-verification'
import { errorMessage } from '~/lib/error-message'
import { pageMeta } from '~/lib/seo'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { useGoogleSignIn, useSignIn } from '~/queries/auth'

export const Route = createFileRoute('/_guest/login')({
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.login_meta_title(),
      description: m.login_meta_description(),
    }),
  }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  const { googleClientId } = useLoaderData({ from: '__root__' })
  const { state, take } = useHumanVerification()
  const finish = useFinishSignIn(redirect)
  const signInMutation = useSignIn()
  const googleSignIn = useGoogleSignIn()

  async function signIn(values: LoginFormValues) {
    try {
      await signInMutation.mutateAsync({ ...values, captcha: await take() })
    } catch (error) {
      toast({ content: errorMessage(error), severity: 'error' })
      return
    }
    await finish(m.login_success())
  }

  async function signInWithGoogle(credential: string) {
    await googleSignIn.mutateAsync(credential)
    await finish(m.login_success())
  }

  return (
    <AuthCard
      title={m.login_title()}
      description={m.login_description()}
      links={
        <>
          <p>
            <Link to="/forgot-password" search={{ redirect }} className={authLinkClass}>
              {m.login_forgot_link()}
            </Link>
          </p>
          <p>
            {m.login_no_account()}{' '}
            <Link to="/register" search={{ redirect }} className={authLinkClass}>
              {m.login_register_link()}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm onSubmit={signIn} verification={state} />
      {googleClientId ? (
        <GoogleSignIn
          clientId={googleClientId}
          text="signin_with"
          onCredential={signInWithGoogle}
        />
      ) : null}
    </AuthCard>
  )
}
