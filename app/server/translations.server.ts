// The API's translation namespaces for this server process, through the cache (SPEC §7, §9).
import { z } from 'zod'
import { bundledTranslations } from '../i18n/bundled-translations'
import { api } from './api.server'
import { ApiError } from './api-client'
import { env } from './env.server'
import { createTranslationCache } from './translation-cache'

const translationsSchema = z.record(z.string(), z.json())

const cache = createTranslationCache({
  fetch: async (namespace, locale) => {
    try {
      return await api().json('GET', `/api/translations/${namespace}/${locale}`, translationsSchema)
    } catch (error) {
      // An answer that is not ok gives empty translations; an unreachable API is rethrown.
      if (error instanceof ApiError || error instanceof z.ZodError) return null
      throw error
    }
  },
  // The seed's texts are JSON by construction.
  bundled: (namespace, locale) => translationsSchema.parse(bundledTranslations(namespace, locale)),
  log: (message) => console.warn(message),
})

export function translations(namespace: string, locale: string) {
  return cache.get(namespace, locale, env.TRANSLATIONS_CACHE_TOKEN)
}
