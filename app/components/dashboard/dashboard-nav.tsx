import { Link } from '@tanstack/react-router'
import { LayoutDashboardIcon, UserCogIcon } from 'lucide-react'
import { SignOutButton } from '~/components/header/sign-out-button'
import { m } from '~/paraglide/messages'

const linkClass =
  'flex items-center gap-2 rounded-md px-3 py-2 font-medium text-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-foreground [&_svg]:size-4 [&_svg]:shrink-0'

/** The member area's own menu: a row on phones, a column beside the page on wider screens. */
export function DashboardNav() {
  return (
    <nav aria-label={m.dashboard_nav_label()} className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        <li>
          <Link to="/dashboard" activeOptions={{ exact: true }} className={linkClass}>
            <LayoutDashboardIcon aria-hidden="true" />
            {m.dashboard_nav_overview()}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/account" className={linkClass}>
            <UserCogIcon aria-hidden="true" />
            {m.dashboard_nav_account()}
          </Link>
        </li>
      </ul>
      <SignOutButton variant="ghost" className="self-start text-muted-foreground" />
    </nav>
  )
}
