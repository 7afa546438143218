// Loads the catalogue seed into the database: idempotent (upserts by key), and skipped when the
// data has not changed since the last run.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import {
  categories,
  categoryTranslations,
  flowTemplateCategories,
  flowTemplates,
  flowTemplateTranslations,
  landingPages,
  seedRuns,
} from '../db/schema.ts'
import { API_LOCALES } from '../i18n/translate.ts'
import { catalogueSeed } from './seed/index.ts'
import { categorySeedSchema, templateSeedSchema } from './seed-schema.ts'
import { searchVector } from './text-search.ts'

const SEED_NAME = 'catalogue'

export async function seedCatalogue(db: Database, now: Date, seed = catalogueSeed) {
  const parsedCategories = seed.categories.map((category) => categorySeedSchema.parse(category))
  const parsedTemplates = seed.templates.map((template) => templateSeedSchema.parse(template))
  const checksum = createHash('sha256')
    .update(JSON.stringify([parsedCategories, parsedTemplates]))
    .digest('hex')
  const previous = await db.query.seedRuns.findFirst({ where: eq(seedRuns.name, SEED_NAME) })
  if (previous?.checksum === checksum) return { applied: false }

  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>()
    for (const category of parsedCategories) {
      const [row] = await tx
        .insert(categories)
        .values({ key: category.key, icon: category.icon, position: category.position })
        .onConflictDoUpdate({
          target: categories.key,
          set: { icon: category.icon, position: category.position },
        })
        .returning({ id: categories.id })
      if (!row) throw new Error(`Category ${category.key} was not saved`)
      categoryIds.set(category.key, row.id)
      for (const locale of API_LOCALES) {
        const fields = {
          slug: category.slug[locale],
          name: category.name[locale],
          description: category.description[locale],
          search: searchVector(locale, category.name[locale], category.description[locale]),
        }
        await tx
          .insert(categoryTranslations)
          .values({ categoryId: row.id, locale, ...fields })
          .onConflictDoUpdate({
            target: [categoryTranslations.categoryId, categoryTranslations.locale],
            set: fields,
          })
      }
      await upsertLanding(tx, `category-${category.key}`, category.key, 'category')
    }

    for (const [position, template] of parsedTemplates.entries()) {
      const { key, output, freeRequestsPerMonth } = template
      const definition = {
        steps: template.steps,
        variations: template.variations ?? [],
        blueprint: template.blueprint,
      }
      const [row] = await tx
        .insert(flowTemplates)
        .values({ key, output, freeRequestsPerMonth, definition, position })
        .onConflictDoUpdate({
          target: flowTemplates.key,
          set: { output, freeRequestsPerMonth, definition, position },
        })
        .returning({ id: flowTemplates.id })
      if (!row) throw new Error(`Template ${key} was not saved`)
      for (const locale of API_LOCALES) {
        const fields = {
          slug: template.slug[locale],
          name: template.name[locale],
          description: template.description[locale],
          search: searchVector(locale, template.name[locale], template.description[locale]),
        }
        await tx
          .insert(flowTemplateTranslations)
          .values({ templateId: row.id, locale, ...fields })
          .onConflictDoUpdate({
            target: [flowTemplateTranslations.templateId, flowTemplateTranslations.locale],
            set: fields,
          })
      }
      await tx.delete(flowTemplateCategories).where(eq(flowTemplateCategories.templateId, row.id))
      await tx.insert(flowTemplateCategories).values(
        template.categories.map((categoryKey) => {
          const categoryId = categoryIds.get(categoryKey)
          if (categoryId === undefined) throw new Error(`${key}: unknown category ${categoryKey}`)
          return { templateId: row.id, categoryId }
        }),
      )
      await upsertLanding(tx, `tool-${key}`, key, 'default')
    }

    await tx
      .insert(seedRuns)
      .values({ name: SEED_NAME, checksum, appliedAt: now })
      .onConflictDoUpdate({ target: seedRuns.name, set: { checksum, appliedAt: now } })
  })
  return { applied: true }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function upsertLanding(
  tx: Transaction,
  landingId: string,
  value: string,
  pageType: 'default' | 'category',
) {
  await tx
    .insert(landingPages)
    .values({ landingId, value, pageType })
    .onConflictDoUpdate({ target: landingPages.landingId, set: { value, pageType } })
}
