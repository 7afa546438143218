// Server functions for the catalogue (SPEC §7 "Flows").
import { createServerFn } from '@tanstack/react-start'
import { headerCategoriesResponseSchema } from '../../api/contract/catalogue.ts'
import { api } from './api.server'
import { underCatalogue } from './api-errors'

/** The header's menus: each category with its tools; an empty list when the API cannot answer. */
export const listHeaderCategories = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await underCatalogue(
      'flows',
      () => api().json('GET', '/api/flow-template-categories', headerCategoriesResponseSchema),
      [],
    )
  } catch (error) {
    // The header must render even when the API is down; the page says what failed.
    console.error('Header categories unavailable:', error instanceof Error ? error.message : error)
    return []
  }
})
