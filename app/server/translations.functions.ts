import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getLocale } from '../paraglide/runtime'
import { translations } from './translations.server'

/** The `flows`, `tools` or `landing` texts of the catalogue in the page's language. */
export const getTranslations = createServerFn({ method: 'GET' })
  .validator(z.object({ namespace: z.enum(['flows', 'tools', 'landing']) }))
  .handler(({ data }) => translations(data.namespace, getLocale()))
