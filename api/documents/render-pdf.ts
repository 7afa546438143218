// Renders a document's structured content to an A4 PDF with embedded fonts, page numbers and metadata.
import PDFDocument from 'pdfkit'
import { type DocumentContent, inlineText } from '../contract/document.ts'
import { ROOT_FLOW, writeBlocks } from './pdf-blocks.ts'
import { loadFonts, registerFonts } from './pdf-fonts.ts'
import { writeInlines } from './pdf-inline.ts'
import { stampPageNumbers } from './pdf-page-numbers.ts'
import { COLORS, GAPS, PAGE_MARGINS, PAGE_SIZE, TITLE_SIZE } from './pdf-theme.ts'

export type PdfOptions = {
  title: string
  author?: string
  /** BCP 47 tag of the text, such as `fr`: the PDF's `Lang`, used by screen readers. */
  lang: string
  /** The creation date recorded in the file; the same date gives the same bytes. */
  date?: Date
}

export async function renderPdf(
  content: DocumentContent,
  options: PdfOptions,
): Promise<Uint8Array> {
  const fonts = await loadFonts()
  const date = options.date ?? new Date()
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margins: PAGE_MARGINS,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: options.lang,
    displayTitle: true,
    info: {
      Title: options.title,
      ...(options.author ? { Author: options.author } : {}),
      Creator: 'Docugen',
      Producer: 'Docugen',
      CreationDate: date,
      ModDate: date,
    },
  })
  const bytes = collect(doc)
  registerFonts(doc, fonts)

  const box = {
    x: PAGE_MARGINS.left,
    width: doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right,
  }
  if (!opensWithTitle(content, options.title)) {
    writeInlines(doc, [{ type: 'text', text: options.title }], box, {
      size: TITLE_SIZE,
      bold: true,
      color: COLORS.text,
    })
    doc.y += GAPS.afterTitle
  }
  writeBlocks(doc, content.content, box, ROOT_FLOW)
  stampPageNumbers(doc)
  doc.end()
  return bytes
}

/** A document that starts with its title as a heading would otherwise show it twice. */
function opensWithTitle(content: DocumentContent, title: string) {
  const [first] = content.content
  return first?.type === 'heading' && inlineText(first.content).trim() === title.trim()
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => {
      // A plain Uint8Array rather than a Buffer: some readers (PDF.js) refuse Buffers.
      const joined = Buffer.concat(chunks)
      resolve(new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength))
    })
    doc.on('error', reject)
  })
}
