// Picks the request's language and fills a message's `:placeholders`.

import { LOCALES, type Locale } from '../contract/constants.ts'
import { en, type MessageKey, type Messages } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'

export const API_LOCALES = LOCALES
export type ApiLocale = Locale

const catalogues: Record<ApiLocale, Messages> = { en, fr, es, it }

export function isApiLocale(value: unknown): value is ApiLocale {
  return API_LOCALES.some((locale) => locale === value)
}

export function translate(
  locale: ApiLocale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][key]
  // Longest names first, so `:min` never eats the start of `:minutes`.
  const names = Object.keys(params).sort((a, b) => b.length - a.length)
  return names.reduce((text, name) => text.replaceAll(`:${name}`, String(params[name])), template)
}

/** The first supported language of an Accept-Language header, else English. */
export function localeFromAcceptLanguage(header: string | undefined | null): ApiLocale {
  if (!header) return 'en'
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.trim().split(';')
      const quality = options
        .map((option) => option.trim())
        .find((option) => option.startsWith('q='))
      return {
        language: tag.toLowerCase().split('-')[0],
        quality: quality ? Number(quality.slice(2)) : 1,
      }
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
  return ranked.map((entry) => entry.language).find(isApiLocale) ?? 'en'
}
