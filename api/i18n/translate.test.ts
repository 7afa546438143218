import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { it as italian } from './it.ts'
import { localeFromAcceptLanguage, translate } from './translate.ts'

describe('translate', () => {
  it('fills placeholders, longest names first', () => {
    expect(translate('en', 'validation.min_string', { attribute: 'password', min: 8 })).toBe(
      'The password field must be at least 8 characters.',
    )
    expect(translate('en', 'mail.reset.expiry', { minutes: 60 })).toBe(
      'This password reset link will expire in 60 minutes.',
    )
  })

  it('speaks every language', () => {
    expect(translate('fr', 'auth.failed')).not.toBe(translate('en', 'auth.failed'))
    expect(translate('es', 'passwords.sent')).not.toBe(translate('en', 'passwords.sent'))
    expect(translate('it', 'auth.unauthenticated')).not.toBe(
      translate('en', 'auth.unauthenticated'),
    )
  })

  it('keeps every placeholder of the English message in each translation', () => {
    const placeholders = (text: string) => [...text.matchAll(/:([a-z]+)/g)].map((m) => m[1]).sort()
    for (const catalogue of [fr, es, italian]) {
      for (const [key, text] of Object.entries(en)) {
        const translated = Object.entries(catalogue).find(([candidate]) => candidate === key)?.[1]
        expect(translated, key).toBeDefined()
        expect(placeholders(translated ?? ''), key).toEqual(placeholders(text))
      }
    }
  })
})

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,it;q=0.5,es;q=0.7', 'es'],
    ['en-GB', 'en'],
    ['de,nl', 'en'],
    ['', 'en'],
    ['it;q=0, fr;q=0.1', 'fr'],
    ['*', 'en'],
    [';;;,,q=abc', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })
})
