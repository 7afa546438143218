import { FileTextIcon, FileTypeIcon, MusicIcon, Volume2Icon } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import type { ToolPage } from '~/queries/tool-page'
import { outputLabel } from './output-label'
import { ToolCards } from './tool-cards'

const OUTPUT_ICONS: Record<ToolPage['tool']['output'], ReactNode> = {
  document: <FileTextIcon />,
  pdf: <FileTypeIcon />,
  music: <MusicIcon />,
  speech: <Volume2Icon />,
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className="grid scroll-mt-20 gap-4"
    >
      <h2 id={`${props.id}-heading`} className="text-2xl font-semibold tracking-tight">
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}

// The form's code (TanStack Form, the human check) loads when the visitor starts, not with the page.
const StartFlow = lazy(() =>
  import('~/components/flow/start-flow').then((module) => ({ default: module.StartFlow })),
)

function StartWhenAsked(props: Parameters<typeof StartFlow>[0]) {
  const [started, setStarted] = useState(false)
  if (!started) {
    return (
      <div>
        <Button size="lg" onClick={() => setStarted(true)}>
          {m.flow_start_button()}
        </Button>
      </div>
    )
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">{m.flow_loading()}</p>}>
      <StartFlow {...props} />
    </Suspense>
  )
}

/** A tool's landing page: what it makes, the steps ahead, an example, and its neighbours. */
export function ToolLanding({ page }: { page: ToolPage }) {
  const { tool } = page
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 md:py-16">
      <header className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {page.categories.map((category) => category.name).join(' · ')}
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{tool.name}</h1>
        <p className="max-w-3xl text-lg text-pretty text-muted-foreground">{tool.description}</p>
        <p className="flex items-center gap-2 font-medium text-primary [&_svg]:size-5">
          <span aria-hidden="true">{OUTPUT_ICONS[tool.output]}</span>
          {m.tool_output_line({ output: outputLabel(tool.output) })}
        </p>
        {page.firstStep ? (
          <div>
            <Button size="lg" asChild>
              <a href="#start">{m.flow_start_button()}</a>
            </Button>
          </div>
        ) : null}
        {page.remaining ? (
          <p className="text-sm text-muted-foreground">
            {m.tool_remaining({
              remaining: page.remaining.remaining_requests,
              allowance: page.remaining.monthly_allowance,
            })}
          </p>
        ) : null}
      </header>

      {page.steps.length > 0 ? (
        <Section id="steps" title={m.tool_steps_title()}>
          <ol className="grid gap-4 md:grid-cols-2">
            {page.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold">{step.title}</h3>
                  {step.description ? (
                    <p className="text-muted-foreground">{step.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {page.firstStep ? (
        <Section id="start" title={m.flow_start_title()}>
          <div className="grid gap-2 rounded-xl border bg-card p-6">
            <p className="text-sm text-muted-foreground">
              {m.flow_step_of({ step: 1, total: page.steps.length || 1 })}
            </p>
            <h3 id="step-heading" className="text-lg font-semibold">
              {page.firstStep.title}
            </h3>
            {page.firstStep.description ? (
              <p className="text-muted-foreground">{page.firstStep.description}</p>
            ) : null}
            <StartWhenAsked
              templateId={tool.id}
              templateName={tool.name}
              step={page.firstStep}
              totalSteps={page.steps.length || 1}
            />
          </div>
        </Section>
      ) : null}

      {page.variations.length > 0 ? (
        <Section id="styles" title={m.tool_styles_title()}>
          <ul className="grid gap-4 md:grid-cols-3">
            {page.variations.map((variation) => (
              <li key={variation.name} className="rounded-xl border bg-card p-5">
                <h3 className="font-semibold">{variation.name}</h3>
                <p className="mt-1 text-muted-foreground">{variation.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {page.exampleHtml ? (
        <Section id="example" title={m.tool_example_title()}>
          <p className="text-muted-foreground">{m.tool_example_intro()}</p>
          <article
            aria-labelledby="example-heading"
            className="document-preview rounded-xl border bg-card p-6 shadow-xs md:p-10"
            // Escaped by the API's renderer from a schema-checked document (no markup from answers).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
            dangerouslySetInnerHTML={{ __html: page.exampleHtml }}
          />
        </Section>
      ) : null}

      {page.related.length > 0 ? (
        <Section id="related" title={m.tool_related_title()}>
          <ToolCards tools={page.related} />
        </Section>
      ) : null}
    </div>
  )
}
