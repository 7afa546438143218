// Signing up, in and out (SPEC §4, §7 "Auth"): the signed-in user lives in the query cache, and
// every mutation that changes who is signed in writes it there.
import type {
  ForgotPasswordRequest,
  LoginLinkRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@contract/auth'
import type { User } from '@contract/user'
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import {
  autoLogin,
  forgotPassword,
  getMe,
  googleLogin,
  googleRegister,
  login,
  logout,
  register,
  requestLoginLink,
  resetPassword,
} from '~/server/auth.functions'

export const authKeys = { all: ['auth'] as const, me: ['auth', 'me'] as const }

/** The signed-in user, or null. The root route loads it before any page renders. */
export const meQuery = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: () => getMe(), staleTime: 60_000 })

/** The signed-in user, or null: the one copy the app reads. */
export function useUser(): User | null {
  return useSuspenseQuery(meQuery()).data
}

/** The signed-in user, on pages only members reach (the `_authed` routes). */
export function useMember(): User {
  const user = useUser()
  if (!user) throw new Error('useMember() outside the member area')
  return user
}

/** Writes a user the API just gave back; null when the call was refused (the caller says so). */
function useSetUser() {
  const queryClient = useQueryClient()
  return (user: User | null) => {
    if (user) queryClient.setQueryData(authKeys.me, user)
  }
}

export function useSignIn() {
  const setUser = useSetUser()
  return useMutation({ mutationFn: (data: LoginRequest) => login({ data }), onSuccess: setUser })
}

export function useSignUp() {
  const setUser = useSetUser()
  return useMutation({
    mutationFn: (data: RegisterRequest) => register({ data }),
    onSuccess: setUser,
  })
}

export function useGoogleSignIn() {
  const setUser = useSetUser()
  return useMutation({
    mutationFn: (credential: string) => googleLogin({ data: { credential } }),
    onSuccess: setUser,
  })
}

/** SPEC §4: an account that already exists is signed in (`already_registered`). */
export function useGoogleSignUp() {
  const setUser = useSetUser()
  return useMutation({
    mutationFn: (credential: string) =>
      googleRegister({ data: { credential, should_auto_login_when_already_registered: true } }),
    onSuccess: (result) => setUser(result?.data ?? null),
  })
}

/** Signs out; the caller then loads a page afresh, so nothing of the session stays in memory. */
export function useSignOut() {
  return useMutation({ mutationFn: () => logout() })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (data: ForgotPasswordRequest) => forgotPassword({ data }) })
}

export function useResetPassword() {
  return useMutation({ mutationFn: (data: ResetPasswordRequest) => resetPassword({ data }) })
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: (data: LoginLinkRequest) => requestLoginLink({ data }) })
}

/** `?login_token=` (root route): signs the visitor in; false when the link is invalid or used. */
export async function signInWithLink(queryClient: QueryClient, loginToken: string) {
  const signedIn = await autoLogin({ data: { login_token: loginToken } })
  if (signedIn) await queryClient.invalidateQueries({ queryKey: authKeys.all })
  return signedIn
}
