// Translation namespaces served to the web app (SPEC §7 "Translations"): flows, tools, landing.
import type { Database } from '../db/database.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { categoriesWithTemplates, findTemplate } from './catalogue.ts'

type Namespace = 'flows' | 'tools' | 'landing'
export const TRANSLATION_NAMESPACES: readonly Namespace[] = ['flows', 'tools', 'landing']

export function isNamespace(value: string): value is Namespace {
  return TRANSLATION_NAMESPACES.some((namespace) => namespace === value)
}

/** A namespace as a JSON object of texts, keyed by template (and category) key. */
export async function translationNamespace(db: Database, namespace: Namespace, locale: ApiLocale) {
  const categories = await categoriesWithTemplates(db, locale)
  const templates = [
    ...new Map(categories.flatMap((c) => c.flow_templates).map((t) => [t.key, t])).values(),
  ]

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
  const entries = await Promise.all(
    templates.map(async (summary) => {
      const template = await findTemplate(db, String(summary.id))
      if (!template) return [summary.key, {}] as const
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
        summary.key,
        { name: summary.name, description: summary.description, steps, variations },
      ] as const
    }),
  )
  return Object.fromEntries(entries)
}
