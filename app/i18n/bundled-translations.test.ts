import { describe, expect, it } from 'vitest'
import { bundledTranslations } from './bundled-translations'

describe('the bundled translations', () => {
  it('holds every namespace in every language, with the same keys', () => {
    for (const namespace of ['flows', 'tools', 'landing']) {
      const keys = ['en', 'fr', 'es', 'it'].map((locale) =>
        Object.keys(bundledTranslations(namespace, locale)).sort(),
      )
      expect(keys[0]?.length).toBeGreaterThan(1)
      for (const other of keys) expect(other).toEqual(keys[0])
    }
  })

  it('is written in the asked language', () => {
    const landing = bundledTranslations('landing', 'fr')
    expect(landing.cover_letter).toMatchObject({
      slug: 'lettre-de-motivation',
      title: 'Lettre de motivation',
    })
  })

  it('is empty for an unknown namespace or language', () => {
    expect(bundledTranslations('secrets', 'en')).toEqual({})
    expect(bundledTranslations('flows', 'de')).toEqual({})
  })
})
