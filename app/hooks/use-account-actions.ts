import type { UnsubscribeRequest, UpdateMeRequest, UpdatePasswordRequest } from '@contract/account'
import { errorMessage } from '~/lib/error-message'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { useChangePassword, useUnsubscribe, useUpdateProfile } from '~/queries/account'

/** Runs `write`; a failure it did not expect becomes an error toast and false. */
async function attempt(write: () => Promise<boolean>): Promise<boolean> {
  try {
    return await write()
  } catch (error) {
    toast({ content: errorMessage(error), severity: 'error' })
    return false
  }
}

/** The account page's writes, each telling the user how it went; true when it went through. */
export function useAccountActions() {
  const updateProfile = useUpdateProfile()
  const updatePassword = useChangePassword()
  const unsubscribe = useUnsubscribe()

  const saveProfile = (data: UpdateMeRequest, saved = m.account_profile_saved()) =>
    attempt(async () => {
      const user = await updateProfile.mutateAsync(data)
      if (!user) {
        const failed = data.current_password ? m.account_email_change_failed() : undefined
        toast({ content: failed ?? m.account_profile_failed(), severity: 'error' })
        return false
      }
      // A new address waits for its confirmation by mail (an API without it switches at once).
      const pending = user.pending_email
      toast(
        pending
          ? { content: m.account_email_change_sent({ email: pending }), severity: 'info' }
          : { content: saved, severity: 'success' },
      )
      return true
    })

  const changePassword = (data: UpdatePasswordRequest) =>
    attempt(async () => {
      const changed = await updatePassword.mutateAsync(data)
      toast(
        changed
          ? { content: m.account_password_saved(), severity: 'success' }
          : { content: m.account_password_failed(), severity: 'error' },
      )
      return changed
    })

  const unsubscribeFromEmails = (data: UnsubscribeRequest) =>
    attempt(async () => {
      if (!(await unsubscribe.mutateAsync(data))) {
        toast({ content: m.account_unsubscribe_failed(), severity: 'error' })
        return false
      }
      toast({ content: m.account_unsubscribed(), severity: 'success' })
      return true
    })

  const resubscribe = () => saveProfile({ marketing_emails: true }, m.account_resubscribed())

  return { saveProfile, changePassword, unsubscribeFromEmails, resubscribe }
}
