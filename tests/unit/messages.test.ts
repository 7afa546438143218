import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../app.config'

type Messages = Record<string, string>

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => {
    const parsed: Messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))
    const { $schema: _schema, ...messages } = parsed
    return [locale, messages]
  }),
)
const english = catalogues.en ?? {}

/** Same word in both languages, checked by a native speaker. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: [
    'home_outputs_document_title',
    'privacy_s5_heading',
    'legal_contact_heading',
    'cookies_marketing_title',
    'toast_region_label',
    'toast_announce',
    'tool_output_document',
    'tool_output_pdf',
  ],
  es: ['privacy_s5_heading', 'cookies_marketing_title', 'tool_output_pdf'],
  it: [
    'footer_home',
    'legal_hosting_heading',
    'cookies_marketing_title',
    'auth_password_label',
    'tool_output_pdf',
  ],
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  it('has a few hundred English messages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(100)
  })

  for (const locale of LOCALES) {
    const messages = catalogues[locale] ?? {}

    it(`${locale} has exactly the English keys`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
    })

    it(`${locale} has no empty message and the same placeholders as English`, () => {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''))
        expect(text, key).not.toMatch(/lorem ipsum|\bTODO\b|\bFIXME\b|\bXXX\b/)
      }
    })

    if (locale !== 'en') {
      it(`${locale} is translated, not copied from English`, () => {
        const copied = Object.keys(messages).filter(
          (key) => messages[key] === english[key] && !(SAME_AS_ENGLISH[locale] ?? []).includes(key),
        )
        expect(copied).toEqual([])
      })
    }
  }
})
