// GET /api/flow-templates/{id}/example (beyond SPEC): what the tool writes, shown on its landing
// page. The embedded composer writes the template's example answers (kept with its assembly
// texts) in the page's language; the HTML is the same escaped rendering as a result's preview.
import type { TemplateRecord } from '../catalogue/catalogue.ts'
import { assemblies } from '../catalogue/seed/assembly/index.ts'
import { renderDocumentHtml } from '../documents/render-html.ts'
import { storedAnswers } from '../flows/form-answers.ts'
import { assembleDocument } from '../generation/assemble.ts'
import type { ApiLocale } from '../i18n/translate.ts'

const written = new Map<string, string>()

/** The example's HTML, or null for a template with no written example (music, speech). */
export async function templateExample(
  template: Pick<TemplateRecord, 'key' | 'definition'>,
  locale: ApiLocale,
  today: Date,
): Promise<string | null> {
  const example = assemblies[template.key]?.examples[locale]
  if (!example || template.definition.blueprint.kind !== 'sections') return null
  const key = `${template.key}/${locale}`
  const cached = written.get(key)
  if (cached) return cached
  const answers = await storedAnswers(template.definition, locale, example)
  const variation = template.definition.variations[0]?.key ?? null
  const html = renderDocumentHtml(
    assembleDocument({
      definition: template.definition,
      locale,
      answers,
      documentName: '',
      variationKey: variation,
      today,
    }),
  )
  written.set(key, html)
  return html
}
