// Reading the catalogue in one language: template summaries, categories, a template's form.
import { and, asc, eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FlowTemplateSummary, FormStep, TemplateForm } from '../contract/catalogue.ts'
import type { Database } from '../db/database.ts'
import {
  categories,
  categoryTranslations,
  flowTemplateCategories,
  flowTemplates,
  flowTemplateTranslations,
} from '../db/schema.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { type FieldSeed, stepSchema, templateSeedSchema } from './seed-schema.ts'

export const templateDefinitionSchema = z.object({
  steps: z.array(stepSchema),
  variations: z.array(
    z.object({
      key: z.string(),
      name: templateSeedSchema.shape.name,
      description: templateSeedSchema.shape.name,
    }),
  ),
  blueprint: templateSeedSchema.shape.blueprint,
})
export type TemplateDefinition = z.infer<typeof templateDefinitionSchema>

const summaryColumns = {
  id: flowTemplates.id,
  key: flowTemplates.key,
  slug: flowTemplateTranslations.slug,
  name: flowTemplateTranslations.name,
  description: flowTemplateTranslations.description,
  output: flowTemplates.output,
}

export function templateSummaries(db: Database, locale: ApiLocale) {
  return db
    .select(summaryColumns)
    .from(flowTemplates)
    .innerJoin(
      flowTemplateTranslations,
      and(
        eq(flowTemplateTranslations.templateId, flowTemplates.id),
        eq(flowTemplateTranslations.locale, locale),
      ),
    )
    .$dynamic()
}

/** All templates, in catalogue order. */
export function listTemplates(db: Database, locale: ApiLocale) {
  return templateSummaries(db, locale).orderBy(asc(flowTemplates.position))
}

export const categoryColumns = {
  id: categories.id,
  key: categories.key,
  slug: categoryTranslations.slug,
  name: categoryTranslations.name,
  description: categoryTranslations.description,
  icon: categories.icon,
}

export function categorySummaries(db: Database, locale: ApiLocale) {
  return db
    .select(categoryColumns)
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.locale, locale),
      ),
    )
    .$dynamic()
}

/** Every category with its templates, in catalogue order. */
export async function categoriesWithTemplates(db: Database, locale: ApiLocale) {
  const [allCategories, templates, links] = await Promise.all([
    categorySummaries(db, locale).orderBy(asc(categories.position)),
    listTemplates(db, locale),
    db.select().from(flowTemplateCategories),
  ])
  return allCategories.map((category) => {
    const ids = new Set(
      links.filter((link) => link.categoryId === category.id).map((link) => link.templateId),
    )
    return { ...category, flow_templates: templates.filter((template) => ids.has(template.id)) }
  })
}

/** A template by numeric id, key, or slug in any language. */
export async function findTemplate(db: Database, reference: string) {
  // Ids, keys and slugs are short words; anything else (NUL bytes included) names nothing.
  if (!/^[\p{L}\p{N}_-]{1,200}$/u.test(reference)) return undefined
  const id = /^\d{1,9}$/.test(reference) ? Number(reference) : -1
  const [row] = await db
    .selectDistinct({ id: flowTemplates.id })
    .from(flowTemplates)
    .innerJoin(flowTemplateTranslations, eq(flowTemplateTranslations.templateId, flowTemplates.id))
    .where(
      or(
        eq(flowTemplates.id, id),
        eq(flowTemplates.key, reference),
        eq(flowTemplateTranslations.slug, reference),
      ),
    )
    .limit(1)
  if (!row) return undefined
  const template = await db.query.flowTemplates.findFirst({ where: eq(flowTemplates.id, row.id) })
  if (!template) return undefined
  return { ...template, definition: templateDefinitionSchema.parse(template.definition) }
}
export type TemplateRecord = NonNullable<Awaited<ReturnType<typeof findTemplate>>>

export async function templateSummary(
  db: Database,
  templateId: number,
  locale: ApiLocale,
): Promise<FlowTemplateSummary | undefined> {
  const [summary] = await templateSummaries(db, locale).where(eq(flowTemplates.id, templateId))
  return summary
}

export function templateCategories(db: Database, templateId: number, locale: ApiLocale) {
  return categorySummaries(db, locale)
    .orderBy(asc(categories.position))
    .where(
      sql`${categories.id} in (select ${flowTemplateCategories.categoryId} from ${flowTemplateCategories} where ${flowTemplateCategories.templateId} = ${templateId})`,
    )
}

/** One field of the form, in one language. */
export function formField(field: FieldSeed, locale: ApiLocale) {
  const { rules } = field
  return {
    name: field.name,
    type: field.type,
    label: field.label[locale],
    help: field.help?.[locale] ?? null,
    placeholder: field.placeholder?.[locale] ?? null,
    options:
      field.options?.map((option) => ({ value: option.value, label: option.label[locale] })) ??
      null,
    rules: {
      required: rules.required,
      min_length: rules.minLength ?? null,
      max_length: rules.maxLength ?? null,
      min: rules.min ?? null,
      max: rules.max ?? null,
      pattern: rules.pattern ?? null,
      pattern_message: rules.patternMessage?.[locale] ?? null,
      accept: rules.accept ?? null,
      max_size_mb: rules.maxSizeMb ?? null,
    },
    depends_on: field.dependsOn?.field ?? null,
  }
}

export function formSteps(definition: TemplateDefinition, locale: ApiLocale): FormStep[] {
  return definition.steps.map((step, index) => ({
    number: index + 1,
    kind: step.kind,
    title: step.title[locale],
    description: step.description?.[locale] ?? null,
    fields: step.fields.map((field) => formField(field, locale)),
  }))
}

export function templateForm(
  template: TemplateRecord,
  summary: FlowTemplateSummary,
  locale: ApiLocale,
): TemplateForm {
  return {
    flow_template: summary,
    variations: template.definition.variations.map((variation) => ({
      key: variation.key,
      name: variation.name[locale],
      description: variation.description[locale],
    })),
    steps: formSteps(template.definition, locale),
  }
}
