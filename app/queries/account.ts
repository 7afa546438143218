// The signed-in user's account (SPEC §7 "Account"). Writes answer what the error catalogue gives:
// the updated user or null, true or false when the API refused (422); the cache follows.
import type { UnsubscribeRequest, UpdateMeRequest, UpdatePasswordRequest } from '@contract/account'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  confirmEmailChange,
  listUnsubscriptionReasons,
  unsubscribe,
  updateMe,
  updatePassword,
} from '~/server/account.functions'
import { authKeys } from './auth'

export const accountKeys = {
  unsubscriptionReasons: (locale: string) => ['account', 'unsubscription-reasons', locale] as const,
}

export const unsubscriptionReasonsQuery = (locale: string) =>
  queryOptions({
    queryKey: accountKeys.unsubscriptionReasons(locale),
    queryFn: () => listUnsubscriptionReasons(),
    staleTime: 60 * 60_000,
  })

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (data: UpdateMeRequest) => updateMe({ data }),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(authKeys.me, user)
    },
  })
}

/** After a write that changed the user (`true`), the signed-in user is read again. */
function useReadUserAgain() {
  const queryClient = useQueryClient()
  return (changed: boolean) =>
    changed ? queryClient.invalidateQueries({ queryKey: authKeys.all }) : undefined
}

/** Whether the account has a password changes with it. */
export function useChangePassword() {
  const readUserAgain = useReadUserAgain()
  return useMutation({
    mutationFn: (data: UpdatePasswordRequest) => updatePassword({ data }),
    onSuccess: readUserAgain,
  })
}

export function useUnsubscribe() {
  const readUserAgain = useReadUserAgain()
  return useMutation({
    mutationFn: (data: UnsubscribeRequest) => unsubscribe({ data }),
    onSuccess: readUserAgain,
  })
}

/**
 * The mailed link of an email change: the account with its new address. Whoever opened the link
 * may be signed in as another account, or not at all, so the signed-in user is read again.
 */
export function useConfirmEmailChange() {
  const readUserAgain = useReadUserAgain()
  return useMutation({
    mutationFn: (token: string) => confirmEmailChange({ data: { token } }),
    onSuccess: () => readUserAgain(true),
  })
}
