import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { safeRedirect } from '~/lib/safe-redirect'
import { localizeHref } from '~/paraglide/runtime'

// Sign-in pages: a signed-in user goes to the remembered page, or to the member area (SPEC §4).
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context, search }) => {
    if (!context.user) return
    const back = safeRedirect(search.redirect, 'https://site.invalid')
    throw back
      ? redirect({ href: localizeHref(back), replace: true })
      : redirect({ to: '/dashboard', replace: true })
  },
  component: Outlet,
})
