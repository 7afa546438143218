import { queryOptions } from '@tanstack/react-query'
import { getToolPage, listCatalogue } from '~/server/tool-page.functions'

/** A tool's landing page, as its loader reads it. */
export type ToolPage = NonNullable<Awaited<ReturnType<typeof getToolPage>>>
export type CatalogueCategory = Awaited<ReturnType<typeof listCatalogue>>[number]

export const toolPageKeys = {
  page: (locale: string, slug: string) => ['tool-page', locale, slug] as const,
  catalogue: (locale: string) => ['catalogue', 'index', locale] as const,
}

export const toolPageQuery = (locale: string, slug: string) =>
  queryOptions({
    queryKey: toolPageKeys.page(locale, slug),
    queryFn: () => getToolPage({ data: { slug } }),
    staleTime: 60_000,
  })

export const catalogueQuery = (locale: string) =>
  queryOptions({
    queryKey: toolPageKeys.catalogue(locale),
    queryFn: () => listCatalogue(),
    staleTime: 5 * 60_000,
  })
