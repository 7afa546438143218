// The API's translation namespaces as the seeded catalogue has them, made into data when the web
// app is built (`virtual:bundled-translations`): the pages' fallback when the API cannot be
// reached (SPEC §7 "Translations"), without the seed, Drizzle or the API's code in the app.
import type { Plugin } from 'vite'
import { templateDefinitionSchema } from '../api/catalogue/catalogue.ts'
import { catalogueSeed } from '../api/catalogue/seed/index.ts'
import { namespaceTexts, TRANSLATION_NAMESPACES } from '../api/catalogue/translations.ts'
import { API_LOCALES } from '../api/i18n/translate.ts'

export const BUNDLED_TRANSLATIONS_MODULE = 'virtual:bundled-translations'

/** Every namespace in every language: `{ [namespace]: { [locale]: texts } }`. */
export function seededTranslations() {
  const byNamespace: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const namespace of TRANSLATION_NAMESPACES) {
    byNamespace[namespace] = {}
    for (const locale of API_LOCALES) {
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
      byNamespace[namespace][locale] = namespaceTexts({ categories, templates }, namespace, locale)
    }
  }
  return byNamespace
}

export function bundledTranslations(): Plugin {
  const resolved = `\0${BUNDLED_TRANSLATIONS_MODULE}`
  return {
    name: 'bundled-translations',
    resolveId: (id) => (id === BUNDLED_TRANSLATIONS_MODULE ? resolved : null),
    load: (id) =>
      id === resolved ? `export default ${JSON.stringify(seededTranslations())}` : null,
  }
}
