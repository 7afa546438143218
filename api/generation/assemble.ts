// The embedded composer: writes a document from its template's assembly text and the user's
// answers, in the flow's language, with no AI and no network. Deterministic: the same answers give
// the same document.
import { IntlMessageFormat } from 'intl-messageformat'
import type { AssemblyBlock, SectionAssembly } from '../catalogue/assembly-schema.ts'
import type { DocumentContent } from '../contract/document.ts'
import { resolveField } from '../flows/answers.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import type { GenerationRequest } from './generator.ts'
import { inlineNodes, literalAsterisks } from './inline-text.ts'
import { sectionsInOutlineOrder } from './outline.ts'

/** What the composer needs of a generation request: no signal or progress, it takes milliseconds. */
export type AssemblyInput = Pick<
  GenerationRequest,
  'definition' | 'locale' | 'answers' | 'documentName' | 'variationKey' | 'outline' | 'today'
>

type Value = string | number | Date
type Block = DocumentContent['content'][number]

// Dates are calendar days (stored as noon UTC): formatted in UTC, they never slip to another day.
const utc = { timeZone: 'UTC' } as const
const formats = {
  date: {
    short: { ...utc, day: 'numeric', month: 'numeric', year: 'numeric' },
    medium: { ...utc, day: 'numeric', month: 'short', year: 'numeric' },
    long: { ...utc, day: 'numeric', month: 'long', year: 'numeric' },
    full: { ...utc, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  },
} as const

/**
 * The locale numbers and dates are written in: English as in Britain (day before month), which
 * the templates' examples (pounds, UK addresses) are written for.
 */
const FORMAT_LOCALE: Record<ApiLocale, string> = { en: 'en-GB', fr: 'fr', es: 'es', it: 'it' }

// French writes the first day of a month as an ordinal, « le 1er octobre », which Intl does not:
// its dates are written through this formatter (answers typed by the user are left as typed).
const FRENCH_FIRST = /(^|\D)1 (?=\p{L})/gu
const formatters = {
  getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locales, options),
  getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locales, options),
  getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) => {
    const dates = new Intl.DateTimeFormat(locales, options)
    if (dates.resolvedOptions().locale.split('-')[0] !== 'fr' || !options?.month) return dates
    // intl-messageformat only calls `format` on the date formatters it is given.
    return {
      format: (date?: Date | number) => dates.format(date).replace(FRENCH_FIRST, '$11er '),
    } as Intl.DateTimeFormat
  },
}

const compiled = new Map<string, IntlMessageFormat>()

export function format(message: string, locale: ApiLocale, values: Record<string, Value>) {
  const key = `${locale}\u0000${message}`
  let formatter = compiled.get(key)
  if (!formatter) {
    formatter = new IntlMessageFormat(message, FORMAT_LOCALE[locale], formats, {
      ignoreTag: true,
      formatters,
    })
    compiled.set(key, formatter)
  }
  const result = formatter.format<string>(values)
  return (Array.isArray(result) ? result.join('') : String(result))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.])/g, '$1')
    .trim()
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A line of a long answer without the bullet or number the user typed before it. */
function listLines(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•–·]|\d{1,3}[.)])\s+/u, '').trim())
    .filter((line) => line !== '')
}

function isTrue(value: unknown) {
  return value !== undefined && value !== null && value !== '' && value !== false
}

/**
 * What the messages can use: every field of the template (an unanswered one is empty text), the
 * label of a chosen option as `<field>_label`, a long answer's lines joined as `<field>_list`,
 * `today`, `document_name` and `variation`.
 */
function messageValues(input: AssemblyInput): Record<string, Value> {
  const values: Record<string, Value> = {
    today: input.today,
    document_name: input.documentName,
    variation: input.variationKey ?? '',
  }
  const list = new Intl.ListFormat(FORMAT_LOCALE[input.locale], { type: 'conjunction' })
  for (const step of input.definition.steps) {
    for (const seed of step.fields) {
      const field = resolveField(seed, input.answers)
      const answer = input.answers.get(field.name)
      const { name } = field
      if (field.type === 'checkbox') {
        values[name] = answer === true ? 'yes' : 'no'
      } else if (typeof answer === 'number') {
        values[name] = answer
      } else if (typeof answer === 'string') {
        const day = field.type === 'date' ? DAY.exec(answer) : null
        values[name] = day
          ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))
          : literalAsterisks(answer.trim())
      } else {
        values[name] = ''
      }
      if (field.options) {
        const option = field.options.find((candidate) => candidate.value === answer)
        values[`${name}_label`] = option?.label[input.locale] ?? ''
      }
      if (field.type === 'textarea') {
        values[`${name}_list`] = list.format(listLines(answer).map(literalAsterisks))
      }
    }
  }
  return values
}

function holds(condition: string, answers: ReadonlyMap<string, unknown>) {
  const match = /^([a-z][a-z0-9_]*)(!?=)(.+)$/.exec(condition)
  if (!match) {
    const negated = condition.startsWith('!')
    const answered = isTrue(answers.get(negated ? condition.slice(1) : condition))
    return negated ? !answered : answered
  }
  const [, name = '', operator, choices = ''] = match
  const among = choices.split('|').includes(String(answers.get(name) ?? ''))
  return operator === '=' ? among : !among
}

function applies(block: AssemblyBlock, input: AssemblyInput) {
  const conditions = block.when === undefined ? [] : [block.when].flat()
  return conditions.every((condition) => holds(condition, input.answers))
}

function listNode(
  type: 'bulletList' | 'orderedList',
  source: Extract<AssemblyBlock, { bullets: unknown }>['bullets'],
  input: AssemblyInput,
  values: Record<string, Value>,
): Block | null {
  const texts = Array.isArray(source)
    ? source.map((item) => format(item, input.locale, values))
    : listLines(input.answers.get(source.lines))
        .map(literalAsterisks)
        .map((line) =>
          source.item ? format(source.item, input.locale, { ...values, item: line }) : line,
        )
  const content = texts
    .filter((text) => text !== '')
    .map((text) => ({
      type: 'listItem' as const,
      content: [{ type: 'paragraph' as const, content: inlineNodes(text) }],
    }))
  return content.length > 0 ? ({ type, content } as Block) : null
}

function writeBlock(
  block: AssemblyBlock,
  input: AssemblyInput,
  values: Record<string, Value>,
): Block | null {
  if ('rule' in block) return { type: 'horizontalRule' }
  if ('bullets' in block) return listNode('bulletList', block.bullets, input, values)
  if ('numbered' in block) return listNode('orderedList', block.numbered, input, values)
  const source = 'heading' in block ? block.text : 'quote' in block ? block.quote : block.paragraph
  const text = format(source, input.locale, values)
  if (text === '') return null
  const content = inlineNodes(text)
  if ('heading' in block) return { type: 'heading', attrs: { level: block.heading }, content }
  const paragraph = { type: 'paragraph' as const, content }
  return 'quote' in block ? { type: 'blockquote', content: [paragraph] } : paragraph
}

function writeSection(
  section: SectionAssembly,
  input: AssemblyInput,
  values: Record<string, Value>,
): Block[] {
  return section[input.locale]
    .filter((block) => applies(block, input))
    .map((block) => writeBlock(block, input, values))
    .filter((block): block is Block => block !== null)
}

export class AssemblyUnavailable extends Error {}

/** The document, written from the template's sections (in the outline's order when there is one). */
export function assembleDocument(input: AssemblyInput): DocumentContent {
  const { blueprint } = input.definition
  if (blueprint.kind !== 'sections') {
    throw new AssemblyUnavailable(`A ${blueprint.kind} template is not written as a document`)
  }
  const values = messageValues(input)
  const withHeadings = blueprint.sections.some((section) =>
    section.assembly?.[input.locale].some((block) => 'heading' in block && block.heading === 2),
  )
  const content: Block[] = []
  for (const part of sectionsInOutlineOrder(blueprint.sections, input.outline, input.locale)) {
    if (part.kind === 'added') {
      const note = inlineNodes(part.note ?? '')
      if (withHeadings)
        content.push({ type: 'heading', attrs: { level: 2 }, content: inlineNodes(part.title) })
      if (note.length > 0) content.push({ type: 'paragraph', content: note })
      else if (!withHeadings) content.push({ type: 'paragraph', content: inlineNodes(part.title) })
      continue
    }
    const { section } = part
    if (!section.assembly) {
      throw new AssemblyUnavailable(`Section ${section.key} has no assembly text`)
    }
    const blocks = writeSection(section.assembly, input, values)
    const [first] = blocks
    if (part.renamedTo && first?.type === 'heading' && first.attrs.level === 2) {
      blocks[0] = { ...first, content: inlineNodes(part.renamedTo) }
    }
    content.push(...blocks)
  }
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] }
}
