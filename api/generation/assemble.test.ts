import { describe, expect, it } from 'vitest'
import { assemblies } from '../catalogue/seed/assembly/index.ts'
import { documentContentSchema, plainText } from '../contract/document.ts'
import { resolveField } from '../flows/answers.ts'
import { storedAnswers } from '../flows/form-answers.ts'
import { API_LOCALES } from '../i18n/translate.ts'
import { assembleDocument, format } from './assemble.ts'
import { parseOutline } from './outline.ts'
import {
  DOCUMENT_TEMPLATES,
  definitionOf,
  exampleOf,
  exampleVariant,
  variantCount,
} from './testing/assembly-cases.ts'

const TODAY = new Date('2026-11-24T10:00:00Z')

/** What must never reach a reader: unfilled slots, markup, programming values, filler. */
// Case matters: Spanish "todo" and French "concernant" are words, TODO and NaN are not.
const PLACEHOLDER =
  /[{}[\]<>]|\*\*|[Ll]orem|ipsum|\bundefined\b|\bnull\b|\bNaN\b|Invalid Date|\bTODO\b|\bXXX\b/

async function assemble(
  key: string,
  locale: (typeof API_LOCALES)[number],
  form: Record<string, string>,
) {
  const template = DOCUMENT_TEMPLATES.find((candidate) => candidate.key === key)
  if (!template) throw new Error(key)
  const definition = definitionOf(template)
  const answers = await storedAnswers(definition, locale, form)
  const document = assembleDocument({
    definition,
    locale,
    answers,
    documentName: template.name[locale],
    variationKey: template.variations?.[0]?.key ?? null,
    today: TODAY,
  })
  return { template, definition, answers, document, text: plainText(document) }
}

describe('embedded assembly', () => {
  it('has texts for every section of every document and PDF template', () => {
    for (const template of DOCUMENT_TEMPLATES) {
      const assembly = assemblies[template.key]
      expect(assembly, template.key).toBeDefined()
      if (template.blueprint.kind !== 'sections') throw new Error(template.key)
      const keys = template.blueprint.sections.map((section) => section.key)
      expect(Object.keys(assembly?.sections ?? {}).sort(), template.key).toEqual([...keys].sort())
    }
  })

  for (const template of DOCUMENT_TEMPLATES) {
    if (!assemblies[template.key]) continue
    describe(template.key, () => {
      for (const locale of API_LOCALES) {
        it(`writes the example in ${locale} with every answer in it`, async () => {
          const { definition, answers, document, text } = await assemble(
            template.key,
            locale,
            exampleOf(template.key, locale),
          )
          expect(documentContentSchema.parse(document)).toEqual(document)
          expect(text).not.toMatch(PLACEHOLDER)
          for (const step of definition.steps) {
            if (step.kind === 'outline') continue
            for (const seed of step.fields) {
              // A choice may get its options from an earlier answer (`dependsOn`).
              const field = resolveField(seed, answers)
              const answer = answers.get(field.name)
              if (typeof answer !== 'string' || answer === '') continue
              if (field.options || field.type === 'date') continue
              for (const line of answer
                .split('\n')
                .map((part) => part.replace(/^\s*(?:[-*•–·]|\d{1,3}[.)])\s+/u, '').trim())) {
                if (line) expect(text, `${field.name} in ${locale}`).toContain(line)
              }
            }
          }
        })

        it(`writes every branch in ${locale} without leftovers`, async () => {
          const template_ = DOCUMENT_TEMPLATES.find((candidate) => candidate.key === template.key)
          if (!template_) throw new Error(template.key)
          const definition = definitionOf(template_)
          for (let n = 0; n < variantCount(definition); n++) {
            const form = exampleVariant(definition, exampleOf(template.key, locale), n)
            const { document, text } = await assemble(template.key, locale, form)
            expect(documentContentSchema.safeParse(document).success, `variant ${n}`).toBe(true)
            expect(text, `variant ${n}`).not.toMatch(PLACEHOLDER)
            expect(text, `variant ${n}`).not.toMatch(/ {2}| [,.;:](?!\d)|\( |^\s*[,.]/m)
          }
        })
      }
    })
  }
})

describe('outline', () => {
  it('reads numbered lines with their notes', () => {
    expect(parseOutline('1. Opening — why I write\n\n2) Closing\n- Extra part - more')).toEqual([
      { title: 'Opening', note: 'why I write' },
      { title: 'Closing', note: null },
      { title: 'Extra part', note: 'more' },
    ])
  })
})

describe('formatting for the language', () => {
  const first = new Date(Date.UTC(2026, 9, 1, 12))
  const eleventh = new Date(Date.UTC(2026, 9, 11, 12))
  const date = '{day, date, long}'

  it('writes dates as each language does, the French first of the month as « 1er »', () => {
    expect(format(date, 'fr', { day: first })).toBe('1er octobre 2026')
    expect(format(`du ${date}`, 'fr', { day: eleventh })).toBe('du 11 octobre 2026')
    expect(format(date, 'en', { day: first })).toBe('1 October 2026')
    expect(format(date, 'es', { day: first })).toBe('1 de octubre de 2026')
    expect(format(date, 'it', { day: first })).toBe('1 ottobre 2026')
  })

  it('writes amounts in the currency and the language’s way', () => {
    const rent = '{rent, number, ::currency/EUR}'
    expect(format(rent, 'fr', { rent: 1250.5 })).toBe('1\u202f250,50\u00a0€')
    expect(format('{rent, number, ::currency/GBP}', 'en', { rent: 1250.5 })).toBe('£1,250.50')
    expect(format(rent, 'it', { rent: 1250.5 })).toBe('1250,50\u00a0€')
  })
})
