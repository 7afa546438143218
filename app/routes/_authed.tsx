import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { LoaderScreen } from '~/components/loader-screen'
import { meQuery } from '~/queries/auth'

// Pages for signed-in users only (SPEC §4): a visitor is sent to /login, which brings them back.
export const Route = createFileRoute('/_authed')({
  staticData: { protected: true },
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery())
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  pendingComponent: () => <LoaderScreen speed="normal" />,
  component: Outlet,
})
