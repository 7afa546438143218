import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DashboardNav } from '~/components/dashboard/dashboard-nav'

export const Route = createFileRoute('/_authed/dashboard')({
  staticData: { messages: ['account'] },
  component: DashboardLayout,
})

function DashboardLayout() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
      <div className="border-b pb-4 md:border-r md:border-b-0 md:pr-6 md:pb-0">
        <DashboardNav />
      </div>
      <Outlet />
    </div>
  )
}
