import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AccountSection } from '~/components/dashboard/account-section'
import { EmailPreferences } from '~/components/dashboard/email-preferences'
import { PasswordForm } from '~/components/dashboard/password-form'
import { ProfileForm } from '~/components/dashboard/profile-form'
import { useAccountActions } from '~/components/dashboard/use-account-actions'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { unsubscriptionReasonsQuery } from '~/queries/account'

export const Route = createFileRoute('/_authed/dashboard/account')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(unsubscriptionReasonsQuery(getLocale())),
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.account_meta_title(),
      description: m.account_meta_description(),
    }),
  }),
  component: AccountPage,
})

function passwordDescription(user: { has_password: boolean; email_verified_at: string | null }) {
  if (user.has_password) return m.account_password_description()
  if (user.email_verified_at === null) return m.account_password_confirm_address_first()
  return m.account_password_set_description()
}

function AccountPage() {
  const user = Route.useRouteContext({ select: (context) => context.user })
  const { data: reasons } = useSuspenseQuery(unsubscriptionReasonsQuery(getLocale()))
  const actions = useAccountActions()

  return (
    <div className="grid content-start gap-6">
      <h1 className="font-bold text-2xl tracking-tight">{m.account_title()}</h1>
      <AccountSection
        id="profile"
        title={m.account_profile_title()}
        description={m.account_profile_description()}
      >
        <ProfileForm user={user} onSave={(data) => actions.saveProfile(data)} />
      </AccountSection>
      <AccountSection
        id="password"
        title={m.account_password_title()}
        description={passwordDescription(user)}
      >
        {/* Until the address is proven the API refuses a first password (no pre-made accounts). */}
        {user.has_password || user.email_verified_at !== null ? (
          // Remounted once a first password is set: the current password is then asked.
          <PasswordForm
            key={String(user.has_password)}
            hasPassword={user.has_password}
            onSave={actions.changePassword}
          />
        ) : null}
      </AccountSection>
      <AccountSection id="emails" title={m.account_emails_title()}>
        <EmailPreferences
          marketingEmails={user.marketing_emails}
          reasons={reasons}
          onUnsubscribe={actions.unsubscribeFromEmails}
          onResubscribe={actions.resubscribe}
        />
      </AccountSection>
    </div>
  )
}
