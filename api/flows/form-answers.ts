// A whole form's answers as a browser sends them (strings), checked step by step by the API's own
// rules into the values a flow stores; throws on the first step that refuses them. For answers
// the product itself holds (a template's example), never for a user's.
import type { TemplateDefinition } from '../catalogue/catalogue.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { checkAnswers, resolveField } from './answers.ts'

export async function storedAnswers(
  definition: TemplateDefinition,
  locale: ApiLocale,
  form: Record<string, string>,
) {
  const values = new Map<string, unknown>()
  for (const [index, step] of definition.steps.entries()) {
    const fields = step.fields.map((field) => resolveField(field, values))
    const raw = new Map(fields.map((field) => [field.name, form[field.name]]))
    const checked = await checkAnswers({ locale, fields, raw })
    const errors = Object.entries(checked.errors)
    if (errors.length > 0) {
      throw new Error(`Step ${index + 1} refuses the answers: ${JSON.stringify(errors)}`)
    }
    for (const [name, value] of checked.values) values.set(name, value)
  }
  return values
}
