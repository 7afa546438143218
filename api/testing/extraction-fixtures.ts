// Documents for the text-extraction tests, made on the spot: PDFs (with text in DejaVu Sans, or
// only a drawing), a DOCX, and hand-built ZIPs whose directory may declare anything.
import { crc32, deflateRawSync } from 'node:zlib'
import { Document, Packer, Paragraph } from 'docx'
import PDFDocument from 'pdfkit'
import { loadFonts } from '../documents/pdf-fonts.ts'

function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
  })
  draw(doc)
  doc.end()
  return done
}

/** A PDF with one page per paragraph, in DejaVu Sans (every accented letter). */
export async function pdfWithText(...pages: string[]) {
  const { regular } = await loadFonts()
  return pdfBytes((doc) => {
    doc.registerFont('regular', regular).font('regular')
    pages.forEach((text, index) => {
      if (index > 0) doc.addPage()
      doc.text(text)
    })
  })
}

/** A PDF as a scan looks to a text reader: a page with a drawing and no text. */
export const pdfWithoutText = () =>
  pdfBytes((doc) => {
    doc.rect(50, 50, 300, 200).fill('#336699')
  })

export async function docxWithText(...paragraphs: string[]) {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  })
  return Uint8Array.from(await Packer.toBuffer(document))
}

export type ZipPart = {
  name: string
  content: Uint8Array
  /** What the directory says the content inflates to, if not its true size. */
  declaredSize?: number
}

/** A deflated ZIP written by hand, so that its directory can lie. */
export function zipOf(parts: ZipPart[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name)
    const data = deflateRawSync(part.content)
    const sizes = { crc: crc32(part.content), size: part.declaredSize ?? part.content.byteLength }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(sizes.crc, 14)
    local.writeUInt32LE(data.byteLength, 18)
    local.writeUInt32LE(sizes.size, 22)
    local.writeUInt16LE(name.byteLength, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(sizes.crc, 16)
    central.writeUInt32LE(data.byteLength, 20)
    central.writeUInt32LE(sizes.size, 24)
    central.writeUInt16LE(name.byteLength, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.byteLength + name.byteLength + data.byteLength
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.byteLength, 12)
  end.writeUInt32LE(offset, 16)
  return Uint8Array.from(Buffer.concat([...locals, directory, end]))
}

const xml = (text: string) => new TextEncoder().encode(text)

/** The parts that make a ZIP look like a DOCX, plus `document` as word/document.xml. */
export function docxParts(document: Omit<ZipPart, 'name'>): ZipPart[] {
  return [
    { name: '[Content_Types].xml', content: xml('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', ...document },
  ]
}

/** The first bytes of a Windows executable, then padding. */
export const windowsExecutable = () => {
  const bytes = new Uint8Array(4096)
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])
  return bytes
}

/** A 1×1 PNG. */
export const png = () =>
  Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  )
