import { Link } from '@tanstack/react-router'
import { ChevronRightIcon, KeyRoundIcon, MailIcon, UserRoundIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'

type Card = { section: string; icon: ReactNode; title: string; body: string }

/** Short cards leading to the sections of the account page. */
export function DashboardCards() {
  const cards: Card[] = [
    {
      section: 'profile',
      icon: <UserRoundIcon />,
      title: m.dashboard_card_profile_title(),
      body: m.dashboard_card_profile_body(),
    },
    {
      section: 'password',
      icon: <KeyRoundIcon />,
      title: m.dashboard_card_password_title(),
      body: m.dashboard_card_password_body(),
    },
    {
      section: 'emails',
      icon: <MailIcon />,
      title: m.dashboard_card_emails_title(),
      body: m.dashboard_card_emails_body(),
    },
  ]

  return (
    <section aria-labelledby="dashboard-cards-title" className="grid gap-4">
      <h2 id="dashboard-cards-title" className="font-semibold text-lg">
        {m.dashboard_cards_title()}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.section}>
            <Link
              to="/dashboard/account"
              hash={card.section}
              className="group flex h-full flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex items-center gap-2 font-medium [&_svg]:size-4 [&_svg]:text-primary">
                <span aria-hidden="true">{card.icon}</span>
                {card.title}
                <ChevronRightIcon
                  aria-hidden="true"
                  className="ms-auto text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="text-muted-foreground text-sm">{card.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
