import type { UnsubscribeRequest, UpdateMeRequest, UpdatePasswordRequest } from '@contract/account'
import type { User } from '@contract/user'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { authKeys, meQuery } from '~/queries/auth'
import { unsubscribe, updateMe, updatePassword } from '~/server/account.functions'

/**
 * Brings the signed-in user up to date (to `user` when the API just gave it back), then reruns
 * the routes so the root context's `user` is current.
 */
export function useRefreshUser() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (user?: User) => {
    // Not invalidateQueries: the user is only read through ensureQueryData, so nothing would
    // refetch it, and a query hydrated from the server has no queryFn to refetch with.
    if (user) queryClient.setQueryData(authKeys.me, user)
    else await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 })
    await router.invalidate()
  }
}

/** Runs `write`; an unexpected failure (network, server error) becomes an error toast and false. */
async function attempt(write: () => Promise<boolean>): Promise<boolean> {
  try {
    return await write()
  } catch (error) {
    console.error('Account change failed:', error instanceof Error ? error.message : error)
    toast({ content: m.form_error_unexpected(), severity: 'error' })
    return false
  }
}

/** The account page's writes, each telling the user how it went; true when it went through. */
export function useAccountActions() {
  const refreshUser = useRefreshUser()

  const saveProfile = (data: UpdateMeRequest, saved = m.account_profile_saved()) =>
    attempt(async () => {
      const user = await updateMe({ data })
      if (!user) {
        const failed = data.current_password ? m.account_email_change_failed() : undefined
        toast({ content: failed ?? m.account_profile_failed(), severity: 'error' })
        return false
      }
      await refreshUser(user)
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
      const changed = await updatePassword({ data })
      toast(
        changed
          ? { content: m.account_password_saved(), severity: 'success' }
          : { content: m.account_password_failed(), severity: 'error' },
      )
      if (changed) await refreshUser()
      return changed
    })

  const unsubscribeFromEmails = (data: UnsubscribeRequest) =>
    attempt(async () => {
      if (!(await unsubscribe({ data }))) {
        toast({ content: m.account_unsubscribe_failed(), severity: 'error' })
        return false
      }
      await refreshUser()
      toast({ content: m.account_unsubscribed(), severity: 'success' })
      return true
    })

  const resubscribe = () => saveProfile({ marketing_emails: true }, m.account_resubscribed())

  return { saveProfile, changePassword, unsubscribeFromEmails, resubscribe }
}
