import { queryOptions } from '@tanstack/react-query'
import { listHeaderCategories } from '~/server/catalogue.functions'

export const catalogueKeys = {
  header: (locale: string) => ['catalogue', 'header', locale] as const,
}

export const headerCategoriesQuery = (locale: string) =>
  queryOptions({
    queryKey: catalogueKeys.header(locale),
    queryFn: () => listHeaderCategories(),
    staleTime: 5 * 60_000,
  })
