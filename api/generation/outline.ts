// The outline of an outline step: proposed from the template's sections ("1. Title — what it
// says"), edited by the user as text, and read back as the order, names and additions of sections.
import type { TemplateDefinition } from '../catalogue/catalogue.ts'
import type { ApiLocale } from '../i18n/translate.ts'

type Section = Extract<TemplateDefinition['blueprint'], { kind: 'sections' }>['sections'][number]

export type OutlineEntry = { title: string; note: string | null }

export type OutlinePart =
  | { kind: 'section'; section: Section; renamedTo: string | null }
  | { kind: 'added'; title: string; note: string | null }

const ENTRY = /^\s*(?:\d{1,3}[.)]|[-*•])?\s*(.+?)(?:\s+[—–-]\s+(.+))?\s*$/u

/** One entry per non-empty line: its title, and what follows a dash as its note. */
export function parseOutline(text: string): OutlineEntry[] {
  return text
    .split(/\r?\n/)
    .map((line) => ENTRY.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && (match[1] ?? '').trim() !== '')
    .map((match) => ({ title: (match[1] ?? '').trim(), note: match[2]?.trim() || null }))
}

/** Compared without case, accents or punctuation: "Cierre y petición…" finds "cierre y peticion". */
function comparable(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * The sections in the outline's order, an entry naming a section by its title (or close to it:
 * one contains the other) standing for it; other entries are sections the user added. Without an
 * outline, every section in the template's order.
 */
export function sectionsInOutlineOrder(
  sections: readonly Section[],
  outline: readonly OutlineEntry[] | undefined,
  locale: ApiLocale,
): OutlinePart[] {
  if (!outline || outline.length === 0) {
    return sections.map((section) => ({ kind: 'section', section, renamedTo: null }))
  }
  const unused = new Set(sections)
  return outline.map((entry): OutlinePart => {
    const wanted = comparable(entry.title)
    const exact = [...unused].find((section) => comparable(section.title[locale]) === wanted)
    const close =
      exact ??
      [...unused].find((section) => {
        const title = comparable(section.title[locale])
        return wanted.length >= 4 && (title.includes(wanted) || wanted.includes(title))
      })
    if (!close) return { kind: 'added', title: entry.title, note: entry.note }
    unused.delete(close)
    return { kind: 'section', section: close, renamedTo: exact ? null : entry.title }
  })
}
