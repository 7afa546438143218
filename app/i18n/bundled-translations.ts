// The copy of the API's translation namespaces shipped with the app, from the seeded catalogue:
// what the pages use when the API cannot be reached (SPEC §7 "Translations").
import { templateDefinitionSchema } from '../../api/catalogue/catalogue.ts'
import { catalogueSeed } from '../../api/catalogue/seed/index.ts'
import { isNamespace, namespaceTexts } from '../../api/catalogue/translations.ts'
import { isApiLocale } from '../../api/i18n/translate.ts'

export function bundledTranslations(namespace: string, locale: string): Record<string, unknown> {
  if (!isNamespace(namespace) || !isApiLocale(locale)) return {}
  const categories = catalogueSeed.categories.map((category) => ({
    key: category.key,
    name: category.name[locale],
    description: category.description[locale],
  }))
  const templates = catalogueSeed.templates.map((template) => ({
    key: template.key,
    slug: template.slug[locale],
    name: template.name[locale],
    description: template.description[locale],
    definition: templateDefinitionSchema.parse({
      steps: template.steps,
      variations: template.variations ?? [],
      blueprint: template.blueprint,
    }),
  }))
  return namespaceTexts({ categories, templates }, namespace, locale)
}
