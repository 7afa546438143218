// "2 / 5" at the bottom centre of every page, written once the page count is known.
import { COLORS, FOOTER_SIZE } from './pdf-theme.ts'

export function stampPageNumbers(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index)
    const { margins, width, height } = doc.page
    const bottom = margins.bottom
    // Text inside the bottom margin would otherwise make pdfkit start a new page.
    margins.bottom = 0
    doc
      .font('regular')
      .fontSize(FOOTER_SIZE)
      .fillColor(COLORS.muted)
      .text(`${index + 1} / ${count}`, margins.left, height - bottom / 2 - FOOTER_SIZE / 2, {
        width: width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      })
    margins.bottom = bottom
  }
}
