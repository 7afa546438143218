// Translations from the API (SPEC §7 "Translations", §9): cached on the server, at most 100
// namespaces for one hour each, all dropped when the translations cache token changes. A failed or
// empty answer gives empty translations; an unreachable API gives the copy bundled with the app.
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { TRANSLATION_CACHE } from '../../app.config'

const jsonValue = z.json()
/** JSON texts, as the API sends them (and the only shape a server function can return). */
export type Translations = Record<string, z.infer<typeof jsonValue>>

export type TranslationSource = {
  /** The API's answer: null when it was not ok; throws when the API could not be reached. */
  fetch: (namespace: string, locale: string) => Promise<Translations | null>
  /** The copy shipped with the app, for when the API is unreachable. */
  bundled: (namespace: string, locale: string) => Translations
  log: (message: string) => void
}

export function createTranslationCache(source: TranslationSource, now: () => number = Date.now) {
  const cache = new LRUCache<string, Translations>({
    max: TRANSLATION_CACHE.maxEntries,
    ttl: TRANSLATION_CACHE.ttlMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now },
  })
  let version: string | undefined

  return {
    async get(namespace: string, locale: string, token: string): Promise<Translations> {
      if (token !== version) {
        cache.clear()
        version = token
      }
      const key = `${namespace}:${locale}`
      const cached = cache.get(key)
      if (cached) return cached
      let answer: Translations | null
      try {
        answer = await source.fetch(namespace, locale)
      } catch (error) {
        source.log(
          `Translations ${key}: the API is unreachable (${String(error)}); using the bundled copy`,
        )
        return source.bundled(namespace, locale)
      }
      if (!answer || Object.keys(answer).length === 0) {
        // Not cached: the next request asks again instead of staying empty for an hour.
        source.log(`Translations ${key}: the API gave ${answer ? 'an empty object' : 'an error'}`)
        return {}
      }
      cache.set(key, answer)
      return answer
    },
    size: () => cache.size,
  }
}
