// Word list numbering for the DOCX renderer: one bullet list definition, and an ordered one for
// each way a list asks to be numbered (its start and its letter or roman type).
import { AlignmentType, type INumberingOptions, LevelFormat, type NumberingDefinition } from 'docx'
import type { OrderedListNode } from '../contract/document.ts'

type Format = (typeof LevelFormat)[keyof typeof LevelFormat]

// Word lists go nine levels deep; deeper lists are drawn at the last one.
export const MAX_LIST_LEVEL = 8
const LEVELS = Array.from({ length: MAX_LIST_LEVEL + 1 }, (_, level) => level)
const BULLETS = ['•', '◦', '▪']
const ORDERED_FORMATS: Format[] = [
  LevelFormat.DECIMAL,
  LevelFormat.LOWER_LETTER,
  LevelFormat.LOWER_ROMAN,
]
const TYPE_FORMATS: Record<string, Format> = {
  '1': LevelFormat.DECIMAL,
  a: LevelFormat.LOWER_LETTER,
  A: LevelFormat.UPPER_LETTER,
  i: LevelFormat.LOWER_ROMAN,
  I: LevelFormat.UPPER_ROMAN,
}

function indent(level: number) {
  return { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } }
}

export const BULLET_REFERENCE = 'bullet'

export class ListNumbering {
  private readonly ordered = new Map<string, NumberingDefinition>()
  private instances = 0

  /** A new list: paragraphs given the same instance are numbered on from each other. */
  nextInstance(): number {
    this.instances += 1
    return this.instances
  }

  /** The reference numbering an ordered list that starts at `level`, as its attributes ask. */
  orderedReference(list: OrderedListNode, level: number): string {
    const start = list.attrs?.start ?? 1
    const type = list.attrs?.type ?? null
    const reference = `ordered-${level}-${start}-${type ?? 'default'}`
    if (!this.ordered.has(reference)) {
      this.ordered.set(reference, {
        reference,
        levels: LEVELS.map((at) => ({
          level: at,
          format:
            at === level && type !== null
              ? (TYPE_FORMATS[type] ?? LevelFormat.DECIMAL)
              : (ORDERED_FORMATS[at % ORDERED_FORMATS.length] ?? LevelFormat.DECIMAL),
          text: `%${at + 1}.`,
          start: at === level ? start : 1,
          alignment: AlignmentType.START,
          style: indent(at),
        })),
      })
    }
    return reference
  }

  options(): INumberingOptions {
    return {
      config: [
        {
          reference: BULLET_REFERENCE,
          levels: LEVELS.map((level) => ({
            level,
            format: LevelFormat.BULLET,
            text: BULLETS[level % BULLETS.length] ?? '•',
            alignment: AlignmentType.START,
            style: indent(level),
          })),
        },
        ...this.ordered.values(),
      ],
    }
  }
}
