// Combined search over templates and categories in one language, ranked by relevance.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { categoryTranslations, flowTemplateTranslations } from '../db/schema.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { categorySummaries, templateSummaries } from './catalogue.ts'
import { searchQuery } from './text-search.ts'

const LIMIT = 20

export async function combinedSearch(db: Database, locale: ApiLocale, text: string) {
  const query = searchQuery(locale, text)
  if (!query) return { flow_templates: [], categories: [] }
  const [templates, categories] = await Promise.all([
    templateSummaries(db, locale)
      .where(
        and(
          eq(flowTemplateTranslations.locale, locale),
          sql`${flowTemplateTranslations.search} @@ (${query})`,
        ),
      )
      .orderBy(desc(sql`ts_rank(${flowTemplateTranslations.search}, ${query})`))
      .limit(LIMIT),
    categorySummaries(db, locale)
      .where(sql`${categoryTranslations.search} @@ (${query})`)
      .orderBy(desc(sql`ts_rank(${categoryTranslations.search}, ${query})`))
      .limit(LIMIT),
  ])
  return { flow_templates: templates, categories }
}
