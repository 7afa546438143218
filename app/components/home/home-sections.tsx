import {
  BriefcaseIcon,
  FileTextIcon,
  FileTypeIcon,
  HeartIcon,
  LanguagesIcon,
  MusicIcon,
  StoreIcon,
  Volume2Icon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'

function Section(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = `${props.id}-heading`
  return (
    <section id={props.id} aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16">
      <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-3 max-w-2xl text-muted-foreground">{props.intro}</p> : null}
      <div className="mt-10">{props.children}</div>
    </section>
  )
}

function Card(props: { icon?: ReactNode; title: string; body: string }) {
  return (
    <li className="rounded-xl border bg-card p-6 shadow-xs">
      {props.icon ? <div className="mb-4 text-primary [&_svg]:size-7">{props.icon}</div> : null}
      <h3 className="text-lg font-semibold">{props.title}</h3>
      <p className="mt-2 text-muted-foreground">{props.body}</p>
    </li>
  )
}

export function HomeAudience() {
  return (
    <Section id="audience" title={m.home_audience_title()} intro={m.home_audience_intro()}>
      <ul className="grid gap-6 md:grid-cols-3">
        <Card
          icon={<BriefcaseIcon />}
          title={m.home_audience_1_title()}
          body={m.home_audience_1_body()}
        />
        <Card
          icon={<StoreIcon />}
          title={m.home_audience_2_title()}
          body={m.home_audience_2_body()}
        />
        <Card
          icon={<HeartIcon />}
          title={m.home_audience_3_title()}
          body={m.home_audience_3_body()}
        />
      </ul>
    </Section>
  )
}

export function HomeHowItWorks() {
  const steps = [
    [m.home_how_1_title(), m.home_how_1_body()],
    [m.home_how_2_title(), m.home_how_2_body()],
    [m.home_how_3_title(), m.home_how_3_body()],
    [m.home_how_4_title(), m.home_how_4_body()],
  ] as const
  return (
    <Section id="how-it-works" title={m.home_how_title()} intro={m.home_how_intro()}>
      <ol className="grid gap-6 md:grid-cols-4">
        {steps.map(([title, body], index) => (
          <li key={title} className="flex flex-col gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="text-muted-foreground">{body}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}

export function HomeOutputs() {
  return (
    <Section id="outputs" title={m.home_outputs_title()}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          icon={<FileTextIcon />}
          title={m.home_outputs_document_title()}
          body={m.home_outputs_document_body()}
        />
        <Card
          icon={<FileTypeIcon />}
          title={m.home_outputs_pdf_title()}
          body={m.home_outputs_pdf_body()}
        />
        <Card
          icon={<MusicIcon />}
          title={m.home_outputs_music_title()}
          body={m.home_outputs_music_body()}
        />
        <Card
          icon={<Volume2Icon />}
          title={m.home_outputs_speech_title()}
          body={m.home_outputs_speech_body()}
        />
      </ul>
    </Section>
  )
}

export function HomeLanguages() {
  return (
    <section className="border-y bg-muted/40">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center">
        <LanguagesIcon aria-hidden="true" className="size-9 text-primary" />
        <h2 className="text-2xl font-semibold">{m.home_languages_title()}</h2>
        <p className="max-w-2xl text-muted-foreground">{m.home_languages_body()}</p>
      </div>
    </section>
  )
}

export function HomeCallToAction() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h2 className="text-3xl font-semibold tracking-tight">{m.home_cta_title()}</h2>
      <p className="text-muted-foreground">{m.home_cta_body()}</p>
      <Button size="lg" asChild>
        <a href={localizeHref('/register')}>{m.home_cta_button()}</a>
      </Button>
    </section>
  )
}
