import { ArrowRightIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'

export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-6xl">
          {m.home_hero_title()}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground md:text-xl">
          {m.home_hero_subtitle()}
        </p>
        <div className="flex flex-col gap-3 xs:flex-row">
          <Button size="lg" asChild>
            <a href="#tools">
              {m.home_hero_cta()}
              <ArrowRightIcon aria-hidden="true" />
            </a>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href={localizeHref('/register')}>{m.home_hero_secondary_cta()}</a>
          </Button>
        </div>
      </div>
    </section>
  )
}
