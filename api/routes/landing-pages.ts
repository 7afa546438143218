// Landing pages (SPEC §3): one per template and per category, each with its slug in every language.
import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import type { LandingPage } from '../contract/catalogue.ts'
import type { Database } from '../db/database.ts'
import { landingPages } from '../db/schema.ts'
import type { ApiBindings } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'
import { API_LOCALES, translate } from '../i18n/translate.ts'

async function allLandingPages(db: Database): Promise<LandingPage[]> {
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

export const landingPageRoutes = new Hono<ApiBindings>()
  .get('/landing-pages', async (c) => c.json({ data: await allLandingPages(c.get('services').db) }))
  .get('/landing-pages/:slug', async (c) => {
    const slug = c.req.param('slug')
    const page = (await allLandingPages(c.get('services').db)).find(
      (candidate) =>
        candidate.landingId === slug ||
        candidate.languages.some((language) => language.slug === slug),
    )
    if (!page) throw new HttpError(404, { message: translate(c.get('locale'), 'http.not_found') })
    return c.json({ data: page })
  })
