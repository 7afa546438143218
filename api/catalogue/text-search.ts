// Accent-insensitive full-text search, in each language's own dictionary (stemming, stop words).
import { type SQL, sql } from 'drizzle-orm'
import type { ApiLocale } from '../i18n/translate.ts'

const configurations: Record<ApiLocale, string> = {
  en: 'english',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
}

function configuration(locale: ApiLocale) {
  return sql.raw(`'${configurations[locale]}'::regconfig`)
}

/** The weighted vector of a name (A) and a description (B). */
export function searchVector(locale: ApiLocale, name: string, description: string): SQL {
  const config = configuration(locale)
  return sql`setweight(to_tsvector(${config}, unaccent(${name})), 'A') || setweight(to_tsvector(${config}, unaccent(${description})), 'B')`
}

/**
 * A query matching every word of the visitor's text as a prefix ("lettre moti" finds
 * "lettre de motivation"). Only letters and digits reach the query syntax; null when none remain.
 */
export function searchQuery(locale: ApiLocale, text: string): SQL | null {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
  if (words.length === 0) return null
  // Quoted as a lexeme: whatever unaccent makes of a letter (even a quote) cannot be syntax.
  const terms = words.map(
    (word) => sql`to_tsquery(${configuration(locale)}, quote_literal(unaccent(${word})) || ':*')`,
  )
  return sql.join(terms, sql` && `)
}
