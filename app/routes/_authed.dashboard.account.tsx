import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AccountSection } from '~/components/dashboard/account-section'
import { EmailPreferences } from '~/components/dashboard/email-preferences'
import { PasswordForm } from '~/components/dashboard/password-form'
import { ProfileForm } from '~/components/dashboard/profile-form'
import { useAccountActions } from '~/hooks/use-account-actions'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { unsubscriptionReasonsQuery } from '~/queries/account'
import { useMember } from '~/queries/auth'

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

// An API that does not say whether the account has a password is taken to mean it has one.
function passwordDescription(hasPassword: boolean, user: { email_verified_at?: string | null }) {
  if (hasPassword) return m.account_password_description()
  if (user.email_verified_at === null) return m.account_password_confirm_address_first()
  return m.account_password_set_description()
}

function AccountPage() {
  const user = useMember()
  const { data: reasons } = useSuspenseQuery(unsubscriptionReasonsQuery(getLocale()))
  const actions = useAccountActions()
  const hasPassword = user.has_password !== false

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
        description={passwordDescription(hasPassword, user)}
      >
        {/* Until the address is proven the API refuses a first password (no pre-made accounts). */}
        {hasPassword || user.email_verified_at !== null ? (
          // Remounted once a first password is set: the current password is then asked.
          <PasswordForm
            key={String(hasPassword)}
            hasPassword={hasPassword}
            onSave={actions.changePassword}
          />
        ) : null}
      </AccountSection>
      {/* An API that does not tell the choice does not take it either: nothing to show. */}
      {user.marketing_emails === undefined ? null : (
        <AccountSection id="emails" title={m.account_emails_title()}>
          <EmailPreferences
            marketingEmails={user.marketing_emails}
            reasons={reasons}
            onUnsubscribe={actions.unsubscribeFromEmails}
            onResubscribe={actions.resubscribe}
          />
        </AccountSection>
      )}
    </div>
  )
}
