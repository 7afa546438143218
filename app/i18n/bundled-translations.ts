// The copy of the API's translation namespaces shipped with the app, made from the seeded
// catalogue at build time (tooling/bundled-translations.ts): what the pages use when the API
// cannot be reached (SPEC §7 "Translations").
import translations from 'virtual:bundled-translations'

export function bundledTranslations(namespace: string, locale: string): Record<string, unknown> {
  const texts = Object.hasOwn(translations, namespace) ? translations[namespace] : undefined
  return (texts && Object.hasOwn(texts, locale) ? texts[locale] : undefined) ?? {}
}
