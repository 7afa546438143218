import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/** What a visitor sees when a page fails: a translated apology and a way forward. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-semibold tracking-tight">{m.error_title()}</h1>
      <p className="text-muted-foreground">{m.error_body()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {m.error_retry()}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">{m.error_home()}</Link>
        </Button>
      </div>
    </section>
  )
}
