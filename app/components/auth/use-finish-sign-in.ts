import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { safeRedirect } from '~/lib/safe-redirect'
import { toast } from '~/lib/toast-store'
import { localizeHref } from '~/paraglide/runtime'
import { meQuery } from '~/queries/auth'
import { useAuthStorage } from '~/stores/auth-storage'

type FinishOptions = {
  /** False to stay on the page (Google sign-up of an account that already existed). */
  navigate?: boolean
}

/**
 * After a sign-in or sign-up (SPEC §4): fetch the user again, say so, then go to the page the
 * visitor was sent away from (`?redirect=`, same site only) or to the member area.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const remembered = useAuthStorage((state) => state.redirect)
  const forget = useAuthStorage((state) => state.setRedirect)

  return async (message: string, { navigate = true }: FinishOptions = {}) => {
    // Fetched, not just invalidated: the root's beforeLoad reads the user with ensureQueryData,
    // which returns whatever is cached, and the query hydrated from the server has no observer.
    await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 })
    toast({ content: message, severity: 'success' })
    if (!navigate) {
      await router.invalidate()
      return
    }
    // The URL's `redirect`, else the one remembered in auth-storage (e.g. across a Google pop-up).
    const back =
      safeRedirect(redirect, 'https://site.invalid') ??
      safeRedirect(remembered, 'https://site.invalid')
    forget(null)
    await (back
      ? router.navigate({ href: localizeHref(back), replace: true })
      : router.navigate({ to: '/dashboard', replace: true }))
  }
}
