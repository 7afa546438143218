// Server functions for the catalogue (SPEC §7 "Flows").
import { createServerFn } from '@tanstack/react-start'
import { getLocale } from '../paraglide/runtime'
import { headerCategories } from './header-categories.server'

/** The header's menus: each category with its tools; an empty list when the API cannot answer. */
export const listHeaderCategories = createServerFn({ method: 'GET' }).handler(() =>
  headerCategories(getLocale()),
)
