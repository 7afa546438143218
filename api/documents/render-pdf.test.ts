// The PDF renderer, read back with PDF.js (unpdf): text, fonts, metadata, page numbers, links, layout.
import { extractLinks, extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'
import {
  type BlockNode,
  type DocumentContent,
  type InlineNode,
  type ListItemNode,
  type ParagraphNode,
  plainText,
} from '../contract/document.ts'
import { type PdfOptions, renderPdf } from './render-pdf.ts'
import { sampleDocument } from './testing/sample-document.ts'

const DATE = new Date('2025-03-14T09:26:53Z')
const OPTIONS: PdfOptions = {
  title: 'Candidature',
  author: 'Hélène Garçon',
  lang: 'fr',
  date: DATE,
}
const A4_WIDTH = 595.28

const ACCENTS =
  'é è ê ë à â ç ï î ô ù û ü ÿ ñ á í ó ú ì ò « » ’ – — … À Â Ç É È Ê Ë Î Ï Ô Ù Û Ü Ÿ Ñ Á Í Ó Ú Ì Ò œ Œ'

const text = (value: string): InlineNode => ({ type: 'text', text: value })
const paragraph = (...content: InlineNode[]): ParagraphNode => ({ type: 'paragraph', content })
const documentOf = (...content: BlockNode[]): DocumentContent => ({ type: 'doc', content })

/** PDF.js takes ownership of the bytes it reads, so each reader gets its own copy. */
const open = (bytes: Uint8Array) => getDocumentProxy(new Uint8Array(bytes))

const squash = (value: string) => value.replace(/\s+/g, ' ').trim()

async function pagesText(bytes: Uint8Array) {
  const { text: pages } = await extractText(await open(bytes), { mergePages: false })
  return pages
}

async function textItems(bytes: Uint8Array) {
  const { items } = await extractTextItems(await open(bytes))
  return items
}

type TextItem = { str: string; x: number; y: number; fontSize: number }

/** The first text item that PDF.js read as exactly `str`, or, with `partial`, containing it. */
function itemAt(pages: TextItem[][], str: string, partial = false) {
  const found = pages.flat().find((item) => (partial ? item.str.includes(str) : item.str === str))
  if (!found) throw new Error(`No text item "${str}"`)
  return found
}

/** One-line paragraphs numbered from 0, so that a page holds whole paragraphs. */
const numbered = (count: number) =>
  documentOf(...Array.from({ length: count }, (_, index) => paragraph(text(`Paragraph ${index}.`))))

async function paragraphsPerPage(bytes: Uint8Array) {
  return (await pagesText(bytes)).map((page) =>
    [...page.matchAll(/Paragraph (\d+)\./g)].map((match) => Number(match[1])),
  )
}

describe('renderPdf', () => {
  it('writes every paragraph and heading of the sample, accents included', async () => {
    const pages = await pagesText(await renderPdf(sampleDocument, OPTIONS))

    const all = squash(pages.join('\n'))
    for (const line of plainText(sampleDocument).split('\n')) expect(all).toContain(squash(line))
    expect(all).toContain('Candidature')
  })

  it('keeps every French, Spanish and Italian letter, in four embedded DejaVu Sans styles', async () => {
    const marked = (type: 'bold' | 'italic'): InlineNode => ({
      type: 'text',
      text: ` ${type} `,
      marks: [{ type }],
    })
    const bytes = await renderPdf(
      documentOf(
        paragraph(text(ACCENTS), marked('bold'), marked('italic')),
        paragraph({ type: 'text', text: 'Ñandú', marks: [{ type: 'bold' }, { type: 'italic' }] }),
      ),
      OPTIONS,
    )

    const [page = ''] = await pagesText(bytes)
    expect(squash(page)).toContain(ACCENTS)
    expect(page).toContain('Ñandú')
    const fonts = new Set(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g)
        ?.map((name) => name.split('+')[1]),
    )
    expect(fonts).toEqual(
      new Set(['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique', 'DejaVuSans-BoldOblique']),
    )
  })

  it('records the title, author, language, creator and date', async () => {
    const pdf = await open(await renderPdf(sampleDocument, { ...OPTIONS, lang: 'es' }))
    const { info } = await getMeta(pdf, { parseDates: true })

    expect(info).toMatchObject({
      Title: 'Candidature',
      Author: 'Hélène Garçon',
      Language: 'es',
      Creator: 'Docugen',
      Producer: 'Docugen',
      CreationDate: DATE,
    })
  })

  it('writes the title once when the document already opens with it', async () => {
    const title = 'Lettre de motivation – Hélène Garçon'
    const [page = ''] = await pagesText(await renderPdf(sampleDocument, { ...OPTIONS, title }))

    expect(page.split(title)).toHaveLength(2)
  })

  it('gives the same bytes for the same content and date', async () => {
    const first = await renderPdf(sampleDocument, OPTIONS)
    const second = await renderPdf(sampleDocument, OPTIONS)

    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  })

  it('numbers every page "n / total" at the bottom centre', async () => {
    const bytes = await renderPdf(numbered(120), OPTIONS)
    const pages = await textItems(bytes)

    expect(pages.length).toBeGreaterThanOrEqual(3)
    pages.forEach((items, index) => {
      const label = `${index + 1} / ${pages.length}`
      const footer = items.find((item) => item.str === label)
      expect(footer, label).toBeDefined()
      expect(footer?.y).toBeLessThan(50)
      expect((footer?.x ?? 0) + (footer?.width ?? 0) / 2).toBeCloseTo(A4_WIDTH / 2, -1)
    })
  })

  it('breaks pages without losing, repeating or padding: ten pages of paragraphs are ten pages', async () => {
    // How many one-line paragraphs fill the first page (under the title) and a following page.
    const probe = await paragraphsPerPage(await renderPdf(numbered(200), OPTIONS))
    const firstPage = probe[0]?.length ?? 0
    const fullPage = probe[1]?.length ?? 0
    expect(fullPage).toBeGreaterThan(firstPage)

    const tenPages = firstPage + 9 * fullPage
    const pages = await paragraphsPerPage(await renderPdf(numbered(tenPages), OPTIONS))
    expect(pages).toHaveLength(10)
    expect(pages.flat()).toEqual(Array.from({ length: tenPages }, (_, index) => index))

    const oneMore = await paragraphsPerPage(await renderPdf(numbered(tenPages + 1), OPTIONS))
    expect(oneMore).toHaveLength(11)
    expect(oneMore[10]).toEqual([tenPages])
  })

  it('writes markup as plain text and never adds script', async () => {
    const script = '<script>alert("pwned")</script>'
    const bytes = await renderPdf(documentOf(paragraph(text(script))), OPTIONS)

    expect((await pagesText(bytes))[0]).toContain(script)
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\/(JavaScript|JS|Launch)\b/)
  })

  it('makes links clickable, but only http(s) and mailto ones', async () => {
    const link = (label: string, href: string): InlineNode => ({
      type: 'text',
      text: label,
      marks: [{ type: 'link', attrs: { href } }],
    })
    const bytes = await renderPdf(
      documentOf(
        paragraph(link('portfolio', 'https://helene-garcon.example/portfolio')),
        paragraph(link('write', 'mailto:helene@example.com')),
        paragraph(link('trap', 'javascript:alert(1)')),
      ),
      OPTIONS,
    )

    const { links } = await extractLinks(await open(bytes))
    expect(links).toEqual(['https://helene-garcon.example/portfolio', 'mailto:helene@example.com'])
    expect((await pagesText(bytes))[0]).toContain('trap')
  })

  it('sizes the title and headings apart, and indents lists and quotes', async () => {
    const pages = await textItems(await renderPdf(sampleDocument, OPTIONS))
    const size = (str: string) => itemAt(pages, str, true).fontSize
    // PDF.js reads a list marker and its text as one item that starts at the marker.
    const x = (str: string) => itemAt(pages, str, true).x

    const title = size('Candidature')
    const h1 = size('Lettre de motivation')
    const h2 = size('Mon expérience')
    const body = size('Madame, Monsieur,')
    expect(title).toBeGreaterThan(h1)
    expect(h1).toBeGreaterThan(h2)
    expect(h2).toBeGreaterThan(body)

    const margin = x('Madame, Monsieur,')
    expect(itemAt(pages, 'Coordination d’une équipe', true).str).toMatch(/^• /)
    const item = x('Coordination d’une équipe')
    const nested = x('Refonte du site')
    expect(item).toBeGreaterThan(margin)
    expect(nested).toBeGreaterThan(item)
    expect(itemAt(pages, 'Tests systématiques', true).str).toMatch(/^1\. /)
    expect(x('Tests systématiques')).toBeGreaterThan(x('Une méthode éprouvée'))
    expect(x('« Le travail')).toBeGreaterThan(margin)
  })

  it('starts a new line at a hard break', async () => {
    const pages = await textItems(await renderPdf(sampleDocument, OPTIONS))
    const name = itemAt(pages, 'Hélène Garçon')
    const street = itemAt(pages, '12, rue de l’Église, 69002 Lyon')

    expect(street.x).toBe(name.x)
    expect(street.y).toBeLessThan(name.y)
  })

  it('numbers ordered lists from their start, in their type', async () => {
    const item = (label: string): ListItemNode => ({
      type: 'listItem',
      content: [paragraph(text(label))],
    })
    const pages = await pagesText(
      await renderPdf(
        documentOf(
          { type: 'orderedList', attrs: { start: 9 }, content: [item('nine'), item('ten')] },
          { type: 'orderedList', attrs: { type: 'a' }, content: [item('alpha'), item('beta')] },
          { type: 'orderedList', attrs: { start: 4, type: 'I' }, content: [item('four')] },
        ),
        OPTIONS,
      ),
    )

    expect(squash(pages[0] ?? '')).toContain('9. nine 10. ten a. alpha b. beta IV. four')
  })
})
