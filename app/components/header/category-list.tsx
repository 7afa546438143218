import { toolHref } from '~/lib/tool-href'
import type { HeaderCategory } from './category-menus'

/** The categories and their tools as plain lists, for the folded menu on small screens. */
export function CategoryList({ categories }: { categories: readonly HeaderCategory[] }) {
  if (categories.length === 0) return null
  return (
    <div className="grid gap-4 py-2">
      {categories.map((category) => {
        const headingId = `header-category-${category.slug}`
        return (
          <div key={category.slug} className="grid gap-1">
            <p
              id={headingId}
              className="px-2 font-semibold text-muted-foreground text-xs uppercase"
            >
              {category.name}
            </p>
            <ul aria-labelledby={headingId} className="grid gap-0.5 sm:grid-cols-2">
              {category.flowTemplates.map((tool) => (
                <li key={tool.slug}>
                  <a
                    href={toolHref(tool.slug)}
                    className="block rounded-md px-2 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {tool.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </div>
  )
}
