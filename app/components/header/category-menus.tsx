import type { headerCategoriesResponseSchema } from '@contract/catalogue'
import { ChevronDownIcon } from 'lucide-react'
import type { z } from 'zod'
import { Button } from '~/components/ui/button'
import { PopoverPanel, PopoverPanelLink } from '~/components/ui/popover-panel'
import { toolHref } from '~/lib/tool-href'
import { m } from '~/paraglide/messages'

export type HeaderCategory = z.infer<typeof headerCategoriesResponseSchema>[number]

/**
 * One panel per category, each a grid of its tools' links (a disclosure, as site navigation
 * should be, not an application menu). The browser closes it on an outside click and on Escape;
 * choosing a tool leaves the page.
 */
export function CategoryMenus({ categories }: { categories: readonly HeaderCategory[] }) {
  if (categories.length === 0) return null
  return (
    <ul aria-label={m.header_tools_label()} className="flex flex-wrap items-center">
      {categories.map((category) => {
        const panelId = `header-tools-${category.slug}`
        return (
          <li key={category.slug} className="group/category">
            <Button variant="ghost" size="sm" popoverTarget={panelId}>
              {category.name}
              <ChevronDownIcon
                aria-hidden="true"
                className="transition-transform group-has-[:popover-open]/category:rotate-180"
              />
            </Button>
            <PopoverPanel
              id={panelId}
              aria-label={category.name}
              className="w-[min(calc(100vw-2rem),34rem)]"
            >
              <ul className="grid grid-cols-1 gap-1 p-1 sm:grid-cols-2">
                {category.flowTemplates.map((tool) => (
                  <li key={tool.slug}>
                    <PopoverPanelLink href={toolHref(tool.slug)}>{tool.name}</PopoverPanelLink>
                  </li>
                ))}
              </ul>
            </PopoverPanel>
          </li>
        )
      })}
    </ul>
  )
}
