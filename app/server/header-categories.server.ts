// The header's catalogue menus, the same for every visitor: held per language and refreshed
// from the API once a minute at most, instead of being asked for on every page view.
import { headerCategoriesResponseSchema } from '@contract/catalogue'
import { publicApi } from './api.server'
import { underCatalogue } from './api-errors'
import { createSharedCache } from './shared-cache'

const menus = createSharedCache({
  load: (locale) =>
    underCatalogue(
      'flows',
      () =>
        publicApi(locale).json(
          'GET',
          '/api/flow-template-categories',
          headerCategoriesResponseSchema,
        ),
      [],
    ),
  // The header must render even when the API is down; the page says what failed.
  fallback: [],
  freshForMs: 60_000,
  retryAfterMs: 5_000,
  log: (message) => console.error('Header categories unavailable:', message),
})

export async function headerCategories(locale: string) {
  const categories = await menus.get(locale)
  return { categories, apiReachable: menus.healthy(locale) }
}
