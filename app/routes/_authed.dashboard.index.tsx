import { createFileRoute } from '@tanstack/react-router'
import { MailIcon } from 'lucide-react'
import { DashboardCards } from '~/components/dashboard/dashboard-cards'
import { UserAvatar } from '~/components/dashboard/user-avatar'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { useMember } from '~/queries/auth'

export const Route = createFileRoute('/_authed/dashboard/')({
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.dashboard_meta_title(),
      description: m.dashboard_meta_description(),
    }),
  }),
  component: DashboardHome,
})

function DashboardHome() {
  const user = useMember()

  return (
    <div className="grid content-start gap-8">
      <div className="flex items-center gap-4">
        <UserAvatar name={user.name} />
        <div className="grid min-w-0 gap-1">
          <h1 className="font-bold text-2xl tracking-tight">
            {m.dashboard_greeting({ name: user.name })}
          </h1>
          <p className="flex items-center gap-1.5 truncate text-muted-foreground text-sm">
            <MailIcon aria-hidden="true" className="size-4 shrink-0" />
            {user.email}
          </p>
        </div>
      </div>
      <p className="max-w-prose text-muted-foreground">{m.dashboard_intro()}</p>
      <DashboardCards />
    </div>
  )
}
