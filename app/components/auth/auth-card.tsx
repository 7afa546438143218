import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'

type AuthCardProps = {
  title: string
  description: string
  children: ReactNode
  /** Links to the other sign-in pages, under the card. */
  links?: ReactNode
}

/** The frame of every sign-in page: a heading, the form in a card, then where else to go. */
export function AuthCard({ title, description, children, links }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 md:py-16">
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm md:p-8">
        <header className="mb-6 grid gap-1.5 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </header>
        {children}
      </div>
      {links ? (
        <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">{links}</div>
      ) : null}
    </section>
  )
}

/** A rule with "or" in the middle, between the form and another way in. */
export function AuthDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase text-muted-foreground">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {m.auth_or()}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  )
}

/** The look of the links between sign-in pages. */
export const authLinkClass = 'font-medium text-primary underline-offset-4 hover:underline'
