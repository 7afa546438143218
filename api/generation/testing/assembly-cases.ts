// Answers to run the embedded composer on, checked by the API's own rules: a template's example
// in one language, and variants that try each option of every choice with optional fields left
// out, so that every branch of the assembly text is written at least once.

import type { TemplateDefinition } from '../../catalogue/catalogue.ts'
import { assemblies } from '../../catalogue/seed/assembly/index.ts'
import { templates } from '../../catalogue/seed/index.ts'
import { templateSeedSchema } from '../../catalogue/seed-schema.ts'
import { resolveField } from '../../flows/answers.ts'
import type { ApiLocale } from '../../i18n/translate.ts'

export const DOCUMENT_TEMPLATES = templates
  .map((template) => templateSeedSchema.parse(template))
  .filter((template) => template.output === 'document' || template.output === 'pdf')

export function definitionOf(template: (typeof DOCUMENT_TEMPLATES)[number]): TemplateDefinition {
  return {
    steps: template.steps,
    variations: template.variations ?? [],
    blueprint: template.blueprint,
  }
}

/** The example answers of a template in a language. */
export function exampleOf(key: string, locale: ApiLocale) {
  const assembly = assemblies[key]
  if (!assembly) throw new Error(`${key} has no assembly`)
  return assembly.examples[locale]
}

/**
 * Variant `n` of the example: every choice takes its n-th option (cycling), and the optional
 * fields are left out on odd variants. How many variants cover every option: `variantCount`.
 */
export function exampleVariant(
  definition: TemplateDefinition,
  example: Record<string, string>,
  n: number,
): Record<string, string> {
  const form: Record<string, string> = { ...example }
  const chosen = new Map<string, unknown>()
  for (const step of definition.steps) {
    for (const seed of step.fields) {
      const field = resolveField(seed, chosen)
      if (field.options) {
        const option = field.options[n % field.options.length]
        if (option) form[field.name] = option.value
      }
      if (n % 2 === 1 && !field.rules.required && !field.options) delete form[field.name]
      if (field.type === 'checkbox' && !field.rules.required) {
        form[field.name] = n % 2 === 0 ? 'true' : 'false'
      }
      chosen.set(field.name, form[field.name])
    }
  }
  return form
}

export function variantCount(definition: TemplateDefinition) {
  const most = Math.max(
    2,
    ...definition.steps.flatMap((step) =>
      step.fields.flatMap((field) => [
        field.options?.length ?? 0,
        ...Object.values(field.dependsOn?.cases ?? {}).map((c) => c.options?.length ?? 0),
      ]),
    ),
  )
  // Even and odd runs for each option: with and without the optional fields.
  return most * 2
}
