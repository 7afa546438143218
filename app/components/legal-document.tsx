type Section = { heading: string; body: string }

/** A long-form page (terms, privacy, legal notice): title, intro, then headed sections. */
export function LegalDocument(props: {
  title: string
  updated?: string
  intro: string
  sections: Section[]
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{props.title}</h1>
      {props.updated ? <p className="mt-2 text-sm text-muted-foreground">{props.updated}</p> : null}
      <p className="mt-6 text-lg text-muted-foreground">{props.intro}</p>
      {props.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.body.split('\n\n').map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
