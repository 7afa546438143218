// Translation namespaces served to the web app (SPEC §7 "Translations"): flows, tools, landing.
// Built from the catalogue in one language; the web app builds the same from the seed as the
// copy it falls back on when the API cannot be reached.
import type { Database } from '../db/database.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { categoriesWithTemplates, findTemplate, type TemplateDefinition } from './catalogue.ts'

export type Namespace = 'flows' | 'tools' | 'landing'
export const TRANSLATION_NAMESPACES: readonly Namespace[] = ['flows', 'tools', 'landing']

export function isNamespace(value: string): value is Namespace {
  return TRANSLATION_NAMESPACES.some((namespace) => namespace === value)
}

type Texts = { key: string; name: string; description: string }
export type CatalogueTexts = {
  categories: Texts[]
  templates: (Texts & { slug: string; definition: TemplateDefinition })[]
}

/** A namespace as a JSON object of texts, keyed by template (and category) key. */
export function namespaceTexts(catalogue: CatalogueTexts, namespace: Namespace, locale: ApiLocale) {
  const { categories, templates } = catalogue
  if (namespace === 'tools') {
    return {
      categories: Object.fromEntries(
        categories.map((c) => [c.key, { name: c.name, description: c.description }]),
      ),
      templates: Object.fromEntries(
        templates.map((t) => [t.key, { name: t.name, description: t.description }]),
      ),
    }
  }
  if (namespace === 'landing') {
    return Object.fromEntries(
      templates.map((t) => [t.key, { slug: t.slug, title: t.name, description: t.description }]),
    )
  }
  return Object.fromEntries(
    templates.map((template) => {
      const steps = template.definition.steps.map((step) => ({
        title: step.title[locale],
        description: step.description?.[locale] ?? null,
        fields: Object.fromEntries(
          step.fields.map((field) => [
            field.name,
            {
              label: field.label[locale],
              help: field.help?.[locale] ?? null,
              placeholder: field.placeholder?.[locale] ?? null,
              options: Object.fromEntries(
                (field.options ?? []).map((o) => [o.value, o.label[locale]]),
              ),
            },
          ]),
        ),
      }))
      const variations = Object.fromEntries(
        template.definition.variations.map((v) => [
          v.key,
          { name: v.name[locale], description: v.description[locale] },
        ]),
      )
      return [
        template.key,
        { name: template.name, description: template.description, steps, variations },
      ]
    }),
  )
}

/** The namespace from the database, in one language. */
export async function translationNamespace(db: Database, namespace: Namespace, locale: ApiLocale) {
  const categories = await categoriesWithTemplates(db, locale)
  const summaries = [
    ...new Map(categories.flatMap((c) => c.flow_templates).map((t) => [t.key, t])).values(),
  ]
  const templates = await Promise.all(
    summaries.map(async (summary) => {
      const template = await findTemplate(db, String(summary.id))
      return {
        ...summary,
        definition: template?.definition ?? {
          steps: [],
          variations: [],
          blueprint: { kind: 'sections' as const, sections: [] },
        },
      }
    }),
  )
  return namespaceTexts({ categories, templates }, namespace, locale)
}
