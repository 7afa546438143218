import { useSuspenseQuery } from '@tanstack/react-query'
import { ToolCards } from '~/components/tool/tool-cards'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { catalogueQuery } from '~/queries/tool-page'

/** Every category with its tools: name, one line and what each produces. */
export function HomeCatalogue() {
  const { data: categories } = useSuspenseQuery(catalogueQuery(getLocale()))
  if (categories.length === 0) return null
  return (
    <section
      id="tools"
      aria-labelledby="tools-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
    >
      <h2 id="tools-heading" className="text-3xl font-semibold tracking-tight text-balance">
        {m.home_catalogue_title()}
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">{m.home_catalogue_intro()}</p>
      <div className="mt-10 grid gap-12">
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`category-${category.slug}`}>
            <h3 id={`category-${category.slug}`} className="text-xl font-semibold">
              {category.name}
            </h3>
            <p className="mt-1 text-muted-foreground">{category.description}</p>
            <div className="mt-5">
              <ToolCards tools={category.flow_templates} />
            </div>
          </section>
        ))}
      </div>
    </section>
  )
}
