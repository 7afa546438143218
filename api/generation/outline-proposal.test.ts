import { describe, expect, it } from 'vitest'
import { storedAnswers } from '../flows/form-answers.ts'
import { API_LOCALES } from '../i18n/translate.ts'
import { parseOutline } from './outline.ts'
import { proposeOutline } from './outline-proposal.ts'
import { DOCUMENT_TEMPLATES, definitionOf, exampleOf } from './testing/assembly-cases.ts'

const TODAY = new Date('2026-11-24T10:00:00Z')
const OUTLINED = DOCUMENT_TEMPLATES.filter((template) =>
  template.steps.some((step) => step.kind === 'outline'),
)

describe('the proposed outline', () => {
  it('exists for some templates', () => {
    expect(OUTLINED.length).toBeGreaterThan(0)
  })

  for (const template of OUTLINED) {
    it(`gives each section of ${template.key} its title and a line from the answers, in every language`, async () => {
      if (template.blueprint.kind !== 'sections') throw new Error(template.key)
      const definition = definitionOf(template)
      for (const locale of API_LOCALES) {
        const answers = await storedAnswers(definition, locale, exampleOf(template.key, locale))
        const outline = proposeOutline(definition, answers, locale, TODAY) ?? ''
        const entries = parseOutline(outline)
        // Read back as the user would send it unchanged: the same sections, in order.
        expect(entries.map((entry) => entry.title)).toEqual(
          template.blueprint.sections.map((section) => section.title[locale]),
        )
        const notes = entries.map((entry) => entry.note ?? '')
        expect(notes.filter((note) => note.length > 0).length, locale).toBeGreaterThan(
          entries.length / 2,
        )
        for (const note of notes) {
          expect(note.length).toBeLessThanOrEqual(91)
          expect(note).not.toMatch(/[{}[\]<>]|\*\*/)
        }
      }
    })
  }

  it('is titles alone when nothing is answered yet', () => {
    const [template] = OUTLINED
    if (template?.blueprint.kind !== 'sections') throw new Error('no outline template')
    const outline = proposeOutline(definitionOf(template), new Map(), 'fr', TODAY) ?? ''
    expect(parseOutline(outline).map((entry) => entry.title)).toEqual(
      template.blueprint.sections.map((section) => section.title.fr),
    )
  })
})
