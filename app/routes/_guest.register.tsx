import type { RegisterFormValues } from '@contract/forms'
import { createFileRoute, Link, useLoaderData } from '@tanstack/react-router'
import { AuthCard, authLinkClass } from '~/components/auth/auth-card'
import { GoogleSignIn } from '~/components/auth/google-sign-in'
import { RegisterForm } from '~/components/auth/register-form'
import { useFinishSignIn } from '~/hooks/use-finish-sign-in'
import { useHumanVerification } from '~/hooks/use-human-verification'
import { errorMessage } from '~/lib/error-message'
import { pageMeta } from '~/lib/seo'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { useGoogleSignUp, useSignUp } from '~/queries/auth'

export const Route = createFileRoute('/_guest/register')({
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.register_meta_title(),
      description: m.register_meta_description(),
    }),
  }),
  component: RegisterPage,
})

function RegisterPage() {
  const { redirect } = Route.useSearch()
  const { googleClientId } = useLoaderData({ from: '__root__' })
  const { state, take } = useHumanVerification()
  const finish = useFinishSignIn(redirect)
  const signUpMutation = useSignUp()
  const googleSignUp = useGoogleSignUp()

  async function signUp(values: RegisterFormValues) {
    try {
      await signUpMutation.mutateAsync({ ...values, captcha: await take() })
    } catch (error) {
      toast({ content: errorMessage(error), severity: 'error' })
      return
    }
    await finish(m.register_success())
  }

  async function signUpWithGoogle(credential: string) {
    const result = await googleSignUp.mutateAsync(credential)
    // SPEC §4: an account that already existed is signed in, without the redirect.
    if (result?.already_registered) await finish(m.login_success(), { navigate: false })
    else await finish(m.register_success())
  }

  return (
    <AuthCard
      title={m.register_title()}
      description={m.register_description()}
      links={
        <p>
          {m.register_have_account()}{' '}
          <Link to="/login" search={{ redirect }} className={authLinkClass}>
            {m.register_login_link()}
          </Link>
        </p>
      }
    >
      <RegisterForm onSubmit={signUp} verification={state} />
      {googleClientId ? (
        <GoogleSignIn
          clientId={googleClientId}
          text="signup_with"
          onCredential={signUpWithGoogle}
        />
      ) : null}
    </AuthCard>
  )
}
