import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useEffect } from 'react'
import { safeRedirect } from '~/lib/safe-redirect'
import { localizeHref } from '~/paraglide/runtime'
import { meQuery } from '~/queries/auth'
import { useAuthStorage } from '~/stores/auth-storage'

// Sign-in pages: a signed-in user goes to the remembered page, or to the member area (SPEC §4).
export const Route = createFileRoute('/_guest')({
  staticData: { messages: ['auth'] },
  beforeLoad: async ({ context, search }) => {
    if (!(await context.queryClient.ensureQueryData(meQuery()))) return
    const back = safeRedirect(search.redirect, 'https://site.invalid')
    throw back
      ? redirect({ href: localizeHref(back), replace: true })
      : redirect({ to: '/dashboard', replace: true })
  },
  component: GuestPages,
})

/** Remembers where to go after signing in (auth-storage), for as long as the visitor needs. */
function GuestPages() {
  const redirect = Route.useSearch({ select: (search) => search.redirect })
  const remember = useAuthStorage((state) => state.setRedirect)
  useEffect(() => {
    if (redirect) remember(redirect)
  }, [redirect, remember])
  return <Outlet />
}
