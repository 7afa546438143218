import { Link } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold tracking-tight">{m.not_found_title()}</h1>
      <p className="text-muted-foreground">{m.not_found_body()}</p>
      <Button asChild>
        <Link to="/">{m.not_found_home()}</Link>
      </Button>
    </section>
  )
}
