import type { ReactNode } from 'react'

type AccountSectionProps = {
  /** The anchor the dashboard's cards link to. */
  id: string
  title: string
  description?: string
  children: ReactNode
}

/** One titled card of the account page. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  const titleId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="grid scroll-mt-24 gap-4 rounded-lg border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold text-lg">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  )
}
