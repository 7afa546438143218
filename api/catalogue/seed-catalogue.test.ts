import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/database.ts'
import {
  categories,
  categoryTranslations,
  flowTemplateCategories,
  flowTemplates,
  flowTemplateTranslations,
  landingPages,
} from '../db/schema.ts'
import { API_LOCALES } from '../i18n/translate.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { catalogueSeed, RESERVED_SLUGS } from './seed/index.ts'
import { seedCatalogue } from './seed-catalogue.ts'
import { templateSeedSchema } from './seed-schema.ts'

let handle: DatabaseHandle
let drop: () => Promise<void>

beforeAll(async () => {
  const database = await createTestDatabase()
  drop = database.drop
  handle = await openDatabase(database.options)
  await handle.migrate()
})
afterAll(async () => {
  await handle.close()
  await drop()
})

const tally = async () => {
  const db = handle.db
  const [c] = await db.select({ n: count() }).from(categories)
  const [ct] = await db.select({ n: count() }).from(categoryTranslations)
  const [t] = await db.select({ n: count() }).from(flowTemplates)
  const [tt] = await db.select({ n: count() }).from(flowTemplateTranslations)
  const [tc] = await db.select({ n: count() }).from(flowTemplateCategories)
  const [l] = await db.select({ n: count() }).from(landingPages)
  return [c?.n, ct?.n, t?.n, tt?.n, tc?.n, l?.n]
}

describe('the seeded catalogue', () => {
  it('is worth using: at least 4 categories and 16 templates of every output kind', () => {
    expect(catalogueSeed.categories.length).toBeGreaterThanOrEqual(4)
    expect(catalogueSeed.templates.length).toBeGreaterThanOrEqual(16)
    const outputs = new Set(catalogueSeed.templates.map((template) => template.output))
    expect([...outputs].sort()).toEqual(['document', 'music', 'pdf', 'speech'])
    const types = new Set(
      catalogueSeed.templates.flatMap((t) =>
        t.steps.flatMap((step) => step.fields.map((f) => f.type)),
      ),
    )
    expect([...types].sort()).toEqual(
      ['checkbox', 'date', 'email', 'file', 'number', 'radio', 'select', 'text', 'textarea'].sort(),
    )
  })

  it('has templates with variations, outline steps and answers that shape later steps', () => {
    const { templates } = catalogueSeed
    expect(templates.some((t) => (t.variations?.length ?? 0) >= 2)).toBe(true)
    expect(templates.some((t) => t.steps.some((step) => step.kind === 'outline'))).toBe(true)
    expect(
      templates.some((t) => t.steps.some((step) => step.fields.some((f) => f.dependsOn))),
    ).toBe(true)
  })

  it('validates against the contract, with 2 to 4 steps and references that resolve', () => {
    for (const template of catalogueSeed.templates) {
      const parsed = templateSeedSchema.parse(template)
      const fields = parsed.steps.flatMap((step, index) =>
        step.fields.map((field) => ({ ...field, step: index })),
      )
      const byName = new Map(fields.map((field) => [field.name, field]))
      expect(byName.size, `${template.key}: field names are unique`).toBe(fields.length)
      for (const field of fields) {
        if (!field.dependsOn) continue
        const source = byName.get(field.dependsOn.field)
        expect(source, `${template.key}.${field.name} depends on a known field`).toBeDefined()
        expect(
          source?.step ?? 99,
          `${template.key}.${field.name} depends on an earlier step`,
        ).toBeLessThan(field.step)
        const values = new Set(source?.options?.map((option) => option.value))
        for (const value of Object.keys(field.dependsOn.cases))
          expect(values.has(value), `${template.key}: case ${value}`).toBe(true)
      }
      if (parsed.blueprint.kind === 'music') {
        for (const name of [
          parsed.blueprint.moodField,
          parsed.blueprint.tempoField,
          parsed.blueprint.lengthField,
        ]) {
          expect(byName.get(name)?.type, `${template.key}.${name}`).toMatch(/select|radio/)
        }
      }
      if (parsed.blueprint.kind === 'speech')
        expect(byName.has(parsed.blueprint.textField)).toBe(true)
      for (const field of fields) {
        if (field.rules.pattern) expect(() => new RegExp(field.rules.pattern ?? '')).not.toThrow()
      }
    }
  })

  it('gives every template and category a unique, unreserved slug in every language', () => {
    for (const locale of API_LOCALES) {
      const slugs = [
        ...catalogueSeed.categories.map((c) => c.slug[locale]),
        ...catalogueSeed.templates.map((t) => t.slug[locale]),
      ]
      expect(new Set(slugs).size, `${locale} slugs are unique`).toBe(slugs.length)
      expect(slugs.filter((slug) => RESERVED_SLUGS.includes(slug))).toEqual([])
    }
  })

  it('loads twice without duplicates, and skips an unchanged seed', async () => {
    const now = new Date()
    expect(await seedCatalogue(handle.db, now)).toEqual({ applied: true })
    const first = await tally()
    expect(await seedCatalogue(handle.db, now)).toEqual({ applied: false })
    const changed = {
      ...catalogueSeed,
      categories: catalogueSeed.categories.map((c, i) => (i === 0 ? { ...c, position: 99 } : c)),
    }
    expect(await seedCatalogue(handle.db, now, changed)).toEqual({ applied: true })
    expect(await tally()).toEqual(first)
    const templates = catalogueSeed.templates.length
    const cats = catalogueSeed.categories.length
    expect(first).toEqual([
      cats,
      cats * 4,
      templates,
      templates * 4,
      expect.any(Number),
      cats + templates,
    ])
  })

  it('writes accent-free search vectors in each language', async () => {
    const rows = await handle.db.execute(
      sql`select count(*)::int as n from flow_template_translations where locale = 'fr' and search @@ to_tsquery('french', 'lettr:*')`,
    )
    expect(JSON.stringify(rows)).toMatch(/"n":[1-9]/)
  })
})
