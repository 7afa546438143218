import { describe, expect, it } from 'vitest'
import { createTranslationCache, type Translations } from './translation-cache'

function setup(answers: (namespace: string, locale: string) => Promise<Translations | null>) {
  let clock = 1_000_000
  const calls: string[] = []
  const logs: string[] = []
  const cache = createTranslationCache(
    {
      fetch: (namespace, locale) => {
        calls.push(`${namespace}:${locale}`)
        return answers(namespace, locale)
      },
      bundled: (namespace, locale) => ({ bundled: `${namespace}:${locale}` }),
      log: (message) => logs.push(message),
    },
    () => clock,
  )
  return { cache, calls, logs, advance: (ms: number) => (clock += ms) }
}

const ok = (namespace: string, locale: string) =>
  Promise.resolve({ title: `${namespace} in ${locale}` })

describe('the translation cache', () => {
  it('asks the API once per namespace and language within the hour', async () => {
    const { cache, calls } = setup(ok)
    expect(await cache.get('flows', 'fr', 'v1')).toEqual({ title: 'flows in fr' })
    await cache.get('flows', 'fr', 'v1')
    await cache.get('flows', 'it', 'v1')
    expect(calls).toEqual(['flows:fr', 'flows:it'])
  })

  it('asks again after one hour', async () => {
    const { cache, calls, advance } = setup(ok)
    await cache.get('tools', 'en', 'v1')
    advance(60 * 60 * 1000 - 1)
    await cache.get('tools', 'en', 'v1')
    expect(calls).toHaveLength(1)
    advance(2)
    await cache.get('tools', 'en', 'v1')
    expect(calls).toHaveLength(2)
  })

  it('keeps at most 100 entries, dropping the least recently used', async () => {
    const { cache, calls } = setup(ok)
    for (let index = 0; index < 101; index++) await cache.get(`ns${index}`, 'en', 'v1')
    expect(cache.size()).toBe(100)
    await cache.get('ns100', 'en', 'v1')
    expect(calls).toHaveLength(101)
    await cache.get('ns0', 'en', 'v1')
    expect(calls).toHaveLength(102)
  })

  it('forgets everything when the cache token changes', async () => {
    const { cache, calls } = setup(ok)
    await cache.get('landing', 'es', 'v1')
    await cache.get('landing', 'es', 'v2')
    expect(calls).toEqual(['landing:es', 'landing:es'])
  })

  it('gives empty translations, logged and not cached, for a failed or empty answer', async () => {
    for (const answer of [null, {}]) {
      const { cache, calls, logs } = setup(() => Promise.resolve(answer))
      expect(await cache.get('flows', 'fr', 'v1')).toEqual({})
      await cache.get('flows', 'fr', 'v1')
      expect(calls).toHaveLength(2)
      expect(logs[0]).toMatch(/flows:fr/)
    }
  })

  it('falls back to the bundled copy when the API cannot be reached', async () => {
    const { cache, logs } = setup(() => Promise.reject(new TypeError('fetch failed')))
    expect(await cache.get('tools', 'it', 'v1')).toEqual({ bundled: 'tools:it' })
    expect(logs[0]).toMatch(/unreachable/)
  })
})
