// A step as the earlier answers shape it: dependent options and texts, and for an outline step
// an outline drafted from the template's sections and the answers so far.
import { formField, type TemplateDefinition } from '../catalogue/catalogue.ts'
import type { FormStep } from '../contract/catalogue.ts'
import { proposeOutline } from '../generation/outline-proposal.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import { resolveField } from './answers.ts'

export function dependentContent(
  definition: TemplateDefinition,
  stepNumber: number,
  answers: ReadonlyMap<string, unknown>,
  locale: ApiLocale,
) {
  const step = definition.steps[stepNumber - 1]
  if (!step) return undefined
  const failedReasons: string[] = []
  const stepOf = new Map(
    definition.steps.flatMap((s, index) =>
      s.fields.map((field) => [field.name, { index, field }] as const),
    ),
  )
  for (const field of step.fields) {
    if (!field.dependsOn) continue
    const source = stepOf.get(field.dependsOn.field)
    if (source && !answers.has(field.dependsOn.field)) {
      failedReasons.push(
        translate(locale, 'flows.missing_answer', {
          field: source.field.label[locale],
          step: source.index + 1,
        }),
      )
    }
  }
  const resolved: FormStep = {
    number: stepNumber,
    kind: step.kind,
    title: step.title[locale],
    description: step.description?.[locale] ?? null,
    fields: step.fields.map((field) => ({
      ...formField({ ...resolveField(field, answers), dependsOn: field.dependsOn }, locale),
    })),
  }
  const outline =
    step.kind === 'outline' ? proposeOutline(definition, answers, locale, new Date()) : null
  return { step: resolved, outline, failed_reasons: [...new Set(failedReasons)] }
}
