// A paragraph's text as styled runs: marks become fonts, underlines and link annotations, and hard
// breaks start a new line.
import { type InlineNode, isSafeHref } from '../contract/document.ts'
import { fontStyle } from './pdf-fonts.ts'
import { COLORS, LINE_GAP } from './pdf-theme.ts'

export type Box = { x: number; width: number }
export type TextStyle = { size: number; bold: boolean; color: string }

type Run = { text: string; bold: boolean; italic: boolean; underline: boolean; href: string | null }

/** Splits the inline nodes at hard breaks into lines of runs. */
function linesOf(nodes: readonly InlineNode[]): Run[][] {
  const lines: Run[][] = [[]]
  for (const node of nodes) {
    if (node.type === 'hardBreak') {
      lines.push([])
      continue
    }
    if (!node.text) continue
    const marks = node.marks ?? []
    const link = marks.find((mark) => mark.type === 'link')
    lines.at(-1)?.push({
      text: node.text,
      bold: marks.some((mark) => mark.type === 'bold'),
      italic: marks.some((mark) => mark.type === 'italic'),
      underline: marks.some((mark) => mark.type === 'underline'),
      // The schema already refuses other links; checked again so no other URL becomes an annotation.
      href: link && isSafeHref(link.attrs.href) ? link.attrs.href : null,
    })
  }
  // Like a trailing <br> in HTML, a final hard break adds no empty line.
  if (lines.length > 1 && lines.at(-1)?.length === 0) lines.pop()
  return lines
}

export function lineHeight(doc: PDFKit.PDFDocument, size: number) {
  return doc.fontSize(size).currentLineHeight(true) + LINE_GAP
}

/** Writes the nodes as one wrapped block of text starting at the current y, breaking pages as needed. */
export function writeInlines(
  doc: PDFKit.PDFDocument,
  nodes: readonly InlineNode[],
  box: Box,
  style: TextStyle,
) {
  for (const runs of linesOf(nodes)) {
    if (runs.length === 0) {
      doc.y += lineHeight(doc, style.size)
      continue
    }
    runs.forEach((run, index) => {
      doc
        .font(fontStyle(style.bold || run.bold, run.italic))
        .fontSize(style.size)
        .fillColor(run.href ? COLORS.link : style.color)
      // pdfkit carries a continued run's options over to the next run unless they are given again.
      const options = {
        width: box.width,
        lineGap: LINE_GAP,
        continued: index < runs.length - 1,
        underline: run.underline || run.href !== null,
        link: run.href,
      }
      if (index === 0) doc.text(run.text, box.x, doc.y, options)
      else doc.text(run.text, options)
    })
  }
  doc.x = box.x
}
