// The outline proposed at an outline step: each section's title and one line of what it will say,
// drafted from the answers so far by the embedded composer (its first sentence, shortened). The
// user edits it as text; `parseOutline` reads it back.
import type { TemplateDefinition } from '../catalogue/catalogue.ts'
import { plainText } from '../contract/document.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { assembleDocument } from './assemble.ts'

const NOTE_LENGTH = 90

/** The first sentence of a text, cut at a word near `NOTE_LENGTH` characters. */
function firstSentence(text: string) {
  const line = text.split('\n').find((part) => /\p{L}/u.test(part) && !part.endsWith(':')) ?? ''
  const sentence = /^.+?[.!?…](?=\s|$)/u.exec(line)?.[0] ?? line
  if (sentence.length <= NOTE_LENGTH) return sentence.trim()
  const cut = sentence.slice(0, NOTE_LENGTH).replace(/[\s,;:]+\S*$/u, '')
  return `${cut}…`
}

function noteOf(
  definition: TemplateDefinition,
  section: Extract<TemplateDefinition['blueprint'], { kind: 'sections' }>['sections'][number],
  answers: ReadonlyMap<string, unknown>,
  locale: ApiLocale,
  today: Date,
) {
  if (!section.assembly) return ''
  try {
    const written = assembleDocument({
      definition: { ...definition, blueprint: { kind: 'sections', sections: [section] } },
      locale,
      answers,
      documentName: '',
      variationKey: null,
      today,
    })
    // Headings repeat the title: the note is what follows.
    const body = { ...written, content: written.content.filter((node) => node.type !== 'heading') }
    return firstSentence(plainText(body))
  } catch {
    return ''
  }
}

/** "1. Title — what it says" per section, or null when the template has no sections. */
export function proposeOutline(
  definition: TemplateDefinition,
  answers: ReadonlyMap<string, unknown>,
  locale: ApiLocale,
  today: Date,
): string | null {
  if (definition.blueprint.kind !== 'sections') return null
  return definition.blueprint.sections
    .map((section, index) => {
      const note = noteOf(definition, section, answers, locale, today)
      return `${index + 1}. ${section.title[locale]}${note ? ` — ${note}` : ''}`
    })
    .join('\n')
}
