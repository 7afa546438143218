// The catalogue as pages list it (each category with its tools, their one line and output kind),
// the same for every visitor: held per language and refreshed from the API once a minute at most.
import { categoriesWithTemplatesResponseSchema } from '@contract/catalogue'
import type { z } from 'zod'
import { publicApi } from './api.server'
import { underCatalogue } from './api-errors'
import { createSharedCache } from './shared-cache'

export type CatalogueCategory = z.infer<
  typeof categoriesWithTemplatesResponseSchema
>['data'][number]

const index = createSharedCache<{ categories: CatalogueCategory[] }>({
  load: async (locale) => {
    const response = await underCatalogue(
      'flows',
      () =>
        publicApi(locale).json(
          'GET',
          '/api/flow-templates-categories',
          categoriesWithTemplatesResponseSchema,
        ),
      { data: [] },
    )
    return { categories: response.data }
  },
  // Pages render without the catalogue when the API is down.
  fallback: { categories: [] },
  freshForMs: 60_000,
  retryAfterMs: 5_000,
  log: (message) => console.error('Catalogue unavailable:', message),
})

export async function catalogueIndex(locale: string) {
  return (await index.get(locale)).categories
}
