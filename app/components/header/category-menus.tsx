import { ChevronDownIcon } from 'lucide-react'
import type { z } from 'zod'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import type { headerCategoriesResponseSchema } from '../../../api/contract/catalogue.ts'

export type HeaderCategory = z.infer<typeof headerCategoriesResponseSchema>[number]

/** A tool's landing page, in the page's language. */
export const toolHref = (slug: string) => localizeHref(`/${slug}`)

/**
 * One dropdown per category, each a grid of its tools. Radix closes it on an outside click, on
 * Escape and when a tool is chosen.
 */
export function CategoryMenus({ categories }: { categories: readonly HeaderCategory[] }) {
  if (categories.length === 0) return null
  return (
    <ul aria-label={m.header_tools_label()} className="flex flex-wrap items-center">
      {categories.map((category) => (
        <li key={category.slug}>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" className="group/trigger px-2.5">
                {category.name}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="transition-transform group-data-[state=open]/trigger:rotate-180"
                />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              align="start"
              className="grid w-[min(calc(100vw-2rem),34rem)] grid-cols-1 gap-1 p-2 sm:grid-cols-2"
            >
              {category.flowTemplates.map((tool) => (
                <DropdownMenuItem key={tool.slug} asChild>
                  <a href={toolHref(tool.slug)} className="min-h-9 whitespace-normal">
                    {tool.name}
                  </a>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </li>
      ))}
    </ul>
  )
}
