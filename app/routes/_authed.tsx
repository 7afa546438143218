import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { LoaderScreen } from '~/components/loader-screen'

// Pages for signed-in users only (SPEC §4): a visitor is sent to /login, which brings them back.
export const Route = createFileRoute('/_authed')({
  staticData: { protected: true },
  beforeLoad: ({ context, location }) => {
    if (!context.user) throw redirect({ to: '/login', search: { redirect: location.href } })
    return { user: context.user }
  },
  pendingComponent: () => <LoaderScreen speed="normal" />,
  component: Outlet,
})
