import { toolHref } from '~/lib/tool-href'
import type { CatalogueCategory } from '~/queries/tool-page'
import { outputLabel } from './output-label'

type Tool = CatalogueCategory['flow_templates'][number]

/** A grid of tools, each a link to its page: name, one line, and what it makes. */
export function ToolCards({ tools }: { tools: readonly Tool[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool.id}>
          <a
            href={toolHref(tool.slug)}
            className="grid h-full content-start gap-1 rounded-xl border bg-card p-5 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="font-semibold">{tool.name}</span>
            <span className="line-clamp-2 text-sm text-muted-foreground">{tool.description}</span>
            <span className="mt-2 text-xs font-medium uppercase tracking-wide text-primary">
              {outputLabel(tool.output)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
