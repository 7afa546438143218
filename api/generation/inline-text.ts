// Text as a paragraph's inline nodes: line breaks become hard breaks, `**…**` bold. Used for text
// the composers wrote; an answer's own asterisks are kept as typed (see `literalAsterisks`).
import type { InlineNode } from '../contract/document.ts'
import { DOCUMENT_LIMITS } from '../contract/document.ts'

/** Stands for an asterisk typed in an answer while the template's `**` are read. */
const ASTERISK = '\uE000'

/** An answer whose asterisks must stay asterisks, to be put into a message. */
export function literalAsterisks(text: string) {
  return text.replaceAll('*', ASTERISK)
}

function textNodes(text: string, bold: boolean): InlineNode[] {
  const nodes: InlineNode[] = []
  for (let start = 0; start < text.length; start += DOCUMENT_LIMITS.maxTextNodeLength) {
    const part = text
      .slice(start, start + DOCUMENT_LIMITS.maxTextNodeLength)
      .replaceAll(ASTERISK, '*')
    nodes.push(
      bold ? { type: 'text', text: part, marks: [{ type: 'bold' }] } : { type: 'text', text: part },
    )
  }
  return nodes
}

export function inlineNodes(text: string): InlineNode[] {
  const nodes: InlineNode[] = []
  const lines = text.split(/\r?\n/)
  lines.forEach((line, index) => {
    if (index > 0) nodes.push({ type: 'hardBreak' })
    const parts = line.split('**')
    // An unmatched `**` is text, not the start of bold running to the end of the line.
    const balanced = parts.length % 2 === 1
    parts.forEach((part, position) => {
      if (part === '') return
      const bold = balanced && position % 2 === 1
      nodes.push(...textNodes(balanced ? part : position > 0 ? `**${part}` : part, bold))
    })
  })
  // Trailing breaks (a blank last line) add nothing to a paragraph.
  while (nodes.at(-1)?.type === 'hardBreak') nodes.pop()
  return nodes
}
