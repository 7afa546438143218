import { describe, expect, it } from 'vitest'
import { indexingTags, pageMeta } from './seo'

const appUrl = 'https://docugen.example'

describe('indexingTags', () => {
  it('gives an indexable page a canonical link and one alternate per language', () => {
    const tags = indexingTags({ pathname: '/terms', appUrl, notFound: false })
    expect(tags.meta).toEqual([])
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://docugen.example/terms' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://docugen.example/terms' },
      { rel: 'alternate', hrefLang: 'fr', href: 'https://docugen.example/fr/terms' },
      { rel: 'alternate', hrefLang: 'es', href: 'https://docugen.example/es/terms' },
      { rel: 'alternate', hrefLang: 'it', href: 'https://docugen.example/it/terms' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://docugen.example/terms' },
    ])
  })

  it('marks non-indexable and missing pages noindex, without canonical', () => {
    for (const tags of [
      indexingTags({ pathname: '/login', appUrl, notFound: false }),
      indexingTags({ pathname: '/some-page', appUrl, notFound: true }),
    ]) {
      expect(tags).toEqual({ meta: [{ name: 'robots', content: 'noindex, nofollow' }], links: [] })
    }
  })
})

describe('pageMeta', () => {
  it('gives a page its title and description', () => {
    const meta = pageMeta('/terms', { title: 'Terms', description: 'The rules' })
    expect(meta).toContainEqual({ title: 'Terms' })
    expect(meta).toContainEqual({ name: 'description', content: 'The rules' })
  })

  it('gives landing pages none', () => {
    expect(pageMeta('/landing/speech', { title: 'T', description: 'D' })).toEqual([])
  })
})
