// The text of PDFs, DOCX, text and Markdown, and every refusal: unsupported types, too many pages,
// too much text, no text, damaged files, and ZIPs that would inflate far past their size.
import { describe, expect, it } from 'vitest'
import { EXTRACTION_LIMITS } from '../contract/extraction.ts'
import { domainErrorOf } from '../testing/domain-error-of.ts'
import {
  docxParts,
  docxWithText,
  pdfWithoutText,
  pdfWithText,
  png,
  windowsExecutable,
  zipOf,
} from '../testing/extraction-fixtures.ts'
import { type ExtractionLimits, extractDocumentText } from './text-extraction.ts'

const MEGABYTE = 1024 * 1024
const utf8 = (text: string) => new TextEncoder().encode(text)
const extract = (bytes: Uint8Array, limits: ExtractionLimits = EXTRACTION_LIMITS) =>
  extractDocumentText(bytes, 'en', limits)

async function refusal(bytes: Uint8Array, limits: ExtractionLimits = EXTRACTION_LIMITS) {
  const error = await domainErrorOf(() => extract(bytes, limits))
  return { code: error.code, message: error.message, fields: error.fields }
}

describe('reading documents', () => {
  it('reads a PDF with accented letters, page after page', async () => {
    const pdf = await pdfWithText('Lettre de démission — été 2026', 'Ça coûte très cher, señor.')
    const text = await extract(pdf)
    expect(text).toContain('Lettre de démission — été 2026')
    expect(text).toContain('Ça coûte très cher, señor.')
  })

  it('reads the paragraphs of a DOCX', async () => {
    const docx = await docxWithText('Curriculum vitæ', 'Expérience : développeuse à Málaga')
    const text = await extract(docx)
    expect(text).toContain('Curriculum vitæ')
    expect(text).toContain('Expérience : développeuse à Málaga')
  })

  it('reads plain text and Markdown as UTF-8, without a byte-order mark', async () => {
    expect(await extract(utf8('\uFEFFBonjour, ça va ?\n'))).toBe('Bonjour, ça va ?\n')
    const markdown = '# Títol\n\n- **uno**\n- <em>due</em>\n'
    expect(await extract(utf8(markdown))).toBe(markdown)
  })
})

describe('refusing what it cannot read', () => {
  it('refuses an executable, an image and text that is not UTF-8 as unsupported types', async () => {
    for (const bytes of [
      windowsExecutable(),
      png(),
      Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), // "café" in Latin-1
      utf8('text\u0000with a NUL'),
    ]) {
      const { code, message, fields } = await refusal(bytes)
      expect(code).toBe('unsupported_type')
      expect(message).toMatch(/cannot be read/)
      expect(fields).toEqual({ file: [message] })
    }
  })

  it('refuses a ZIP that is not a DOCX as an unsupported type', async () => {
    const zip = zipOf([{ name: 'photos/readme.txt', content: utf8('hello') }])
    expect((await refusal(zip)).code).toBe('unsupported_type')
  })

  it('refuses a file over the upload limit', async () => {
    const small = { ...EXTRACTION_LIMITS, maxFileBytes: 2 * MEGABYTE }
    expect(await refusal(new Uint8Array(2 * MEGABYTE + 1).fill(0x61), small)).toMatchObject({
      code: 'too_large',
      message: 'The file must not be greater than 2 megabytes.',
    })
  })

  it('refuses a PDF over the page limit', async () => {
    const pdf = await pdfWithText('one', 'two', 'three')
    const { code, message } = await refusal(pdf, { ...EXTRACTION_LIMITS, maxPdfPages: 2 })
    expect(code).toBe('validation')
    expect(message).toBe('The PDF has more than 2 pages. Please upload a shorter document.')
  })

  it('refuses text over the length limit, whatever the format', async () => {
    const tooLong = 'a'.repeat(EXTRACTION_LIMITS.maxTextLength + 1)
    const { code, message } = await refusal(utf8(tooLong))
    expect(code).toBe('validation')
    expect(message).toMatch(/longer than 200,000 characters/)
    const short = { ...EXTRACTION_LIMITS, maxTextLength: 10 }
    expect((await refusal(await docxWithText('eleven char'), short)).code).toBe('validation')
    expect(await extract(utf8('a'.repeat(EXTRACTION_LIMITS.maxTextLength)))).toHaveLength(200_000)
  })

  it('refuses a PDF with no text, as a scan is', async () => {
    const { code, message } = await refusal(await pdfWithoutText())
    expect(code).toBe('validation')
    expect(message).toMatch(/^No text could be read/)
    expect((await refusal(utf8('  \n\t'))).message).toMatch(/^No text could be read/)
  })

  it('refuses damaged PDFs and DOCX files', async () => {
    const pdf = await pdfWithText('Bonjour')
    const truncatedPdf = pdf.subarray(0, 400)
    expect((await refusal(truncatedPdf)).message).toMatch(/seems to be damaged/)
    const docx = await docxWithText('Bonjour')
    const truncatedDocx = docx.subarray(0, docx.byteLength - 30)
    expect((await refusal(truncatedDocx)).message).toMatch(/seems to be damaged/)
    const notXml = zipOf(docxParts({ content: utf8('not xml at all <<<') }))
    expect((await refusal(notXml)).message).toMatch(/seems to be damaged/)
  })
})

describe('ZIP bombs', () => {
  async function timedRefusal(zip: Uint8Array) {
    const started = performance.now()
    const result = await refusal(zip)
    return { ...result, ms: performance.now() - started }
  }

  it('refuses a DOCX whose directory declares more than 50 MB, before inflating it', async () => {
    const huge = zipOf(docxParts({ content: utf8('<w:document/>'), declaredSize: 0xfffffff0 }))
    const { code, message, ms } = await timedRefusal(huge)
    expect(code).toBe('validation')
    expect(message).toMatch(/more than 50 megabytes/)
    expect(ms).toBeLessThan(100)
  })

  it('refuses real, highly compressible data over the limit', async () => {
    const zeros = new Uint8Array(60 * MEGABYTE)
    const bomb = zipOf(docxParts({ content: zeros }))
    expect(bomb.byteLength).toBeLessThan(100_000)
    const { message, ms } = await timedRefusal(bomb)
    expect(message).toMatch(/more than 50 megabytes/)
    expect(ms).toBeLessThan(100)
  })

  it('refuses an archive far more compressed than documents are', async () => {
    const bomb = zipOf(docxParts({ content: new Uint8Array(10 * MEGABYTE) }))
    expect((await timedRefusal(bomb)).message).toMatch(/compressed far more than usual/)
  })

  it('stops inflating an entry at its declared size when the directory lies', async () => {
    const liar = zipOf(docxParts({ content: new Uint8Array(40 * MEGABYTE), declaredSize: 1000 }))
    const { message, ms } = await timedRefusal(liar)
    expect(message).toMatch(/seems to be damaged/)
    expect(ms).toBeLessThan(100)
  })

  it('refuses an archive with more entries than any document has', async () => {
    const many = Array.from({ length: EXTRACTION_LIMITS.maxDocxEntries + 1 }, (_, index) => ({
      name: `word/media/${index}.xml`,
      content: utf8('<x/>'),
    }))
    const zip = zipOf([...docxParts({ content: utf8('<d/>') }), ...many])
    const { message, ms } = await timedRefusal(zip)
    expect(message).toMatch(/too many parts/)
    expect(ms).toBeLessThan(100)
  })
})

describe('in the caller’s language', () => {
  it('says why in French', async () => {
    const error = await domainErrorOf(() => extractDocumentText(png(), 'fr'))
    expect(error.message).toBe(
      'Ce type de fichier ne peut pas être lu. Envoyez un PDF, un document Word (.docx), ou un fichier texte ou Markdown.',
    )
    const long = utf8('a'.repeat(EXTRACTION_LIMITS.maxTextLength + 1))
    const tooLong = await domainErrorOf(() => extractDocumentText(long, 'fr'))
    expect(tooLong.message).toBe(
      'Le texte de ce document dépasse 200\u202f000 caractères. Envoyez un document plus court.',
    )
  })
})
