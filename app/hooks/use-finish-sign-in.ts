import { useRouter } from '@tanstack/react-router'
import { safeRedirect } from '~/lib/safe-redirect'
import { toast } from '~/lib/toast-store'
import { localizeHref } from '~/paraglide/runtime'
import { useAuthStorage } from '~/stores/auth-storage'

type FinishOptions = {
  /** False to stay on the page (Google sign-up of an account that already existed). */
  navigate?: boolean
}

/**
 * After a sign-in or sign-up (SPEC §4), once the mutation has put the user in the cache: say so,
 * then go to the page the visitor was sent away from (`?redirect=`, same site only, else the one
 * remembered in auth-storage, e.g. across a Google pop-up) or to the member area.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const router = useRouter()
  const remembered = useAuthStorage((state) => state.redirect)
  const forget = useAuthStorage((state) => state.setRedirect)

  return async (message: string, { navigate = true }: FinishOptions = {}) => {
    toast({ content: message, severity: 'success' })
    if (!navigate) return
    const back =
      safeRedirect(redirect, 'https://site.invalid') ??
      safeRedirect(remembered, 'https://site.invalid')
    forget(null)
    await (back
      ? router.navigate({ href: localizeHref(back), replace: true })
      : router.navigate({ to: '/dashboard', replace: true }))
  }
}
