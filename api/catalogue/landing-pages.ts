// Landing pages (SPEC §3): one per template and per category, each with its slug in every language.
import { asc } from 'drizzle-orm'
import type { LandingPage } from '../contract/catalogue.ts'
import type { Database } from '../db/database.ts'
import { landingPages } from '../db/schema.ts'
import { API_LOCALES, type ApiLocale } from '../i18n/translate.ts'
import { notFound } from '../services/domain-error.ts'

export async function listLandingPages(db: Database): Promise<LandingPage[]> {
  const [pages, templates, categories] = await Promise.all([
    db.select().from(landingPages).orderBy(asc(landingPages.id)),
    db.query.flowTemplates.findMany({ columns: { id: true, key: true } }),
    db.query.categories.findMany(),
  ])
  const [templateSlugs, categorySlugs] = await Promise.all([
    db.query.flowTemplateTranslations.findMany(),
    db.query.categoryTranslations.findMany(),
  ])
  const languages = (rows: { locale: string; slug: string }[]) =>
    API_LOCALES.map((locale) => ({
      locale,
      slug: rows.find((row) => row.locale === locale)?.slug ?? '',
    }))
  return pages.map((page) => {
    const slugs =
      page.pageType === 'category'
        ? categorySlugs.filter(
            (row) => row.categoryId === categories.find((c) => c.key === page.value)?.id,
          )
        : templateSlugs.filter(
            (row) => row.templateId === templates.find((t) => t.key === page.value)?.id,
          )
    return {
      landingId: page.landingId,
      value: page.value,
      page_type: page.pageType,
      languages: languages(slugs),
    }
  })
}

/** The page whose landing id, or slug in any language, is `slug`; or not found. */
export async function getLandingPage(
  db: Database,
  input: { slug: string; locale: ApiLocale },
): Promise<LandingPage> {
  const page = (await listLandingPages(db)).find(
    (candidate) =>
      candidate.landingId === input.slug ||
      candidate.languages.some((language) => language.slug === input.slug),
  )
  if (!page) throw notFound(input.locale)
  return page
}
