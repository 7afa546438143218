// Every template's example, written by the embedded composer in each language, read back out of
// its PDF (PDF.js text extraction) and its DOCX (mammoth): the same text, accents included.
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { plainText } from '../contract/document.ts'
import { storedAnswers } from '../flows/form-answers.ts'
import { assembleDocument } from '../generation/assemble.ts'
import {
  DOCUMENT_TEMPLATES,
  definitionOf,
  exampleOf,
} from '../generation/testing/assembly-cases.ts'
import { API_LOCALES } from '../i18n/translate.ts'
import { renderDocumentDocx } from './render-docx.ts'
import { renderPdf } from './render-pdf.ts'

/**
 * Text compared as words: line wrapping and spacing differ between formats, and PDF.js reads a
 * word wrapped at its hyphen ("ci-|après") as two.
 */
function words(text: string) {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(\p{L})- (?=\p{L})/gu, '$1-')
    .trim()
}

/** The page numbers the PDF stamps on every page ("2 / 3"), which extraction reads in the text. */
const PAGE_NUMBER = /(^|\s)\d+ \/ \d+(?=\s|$)/g

describe('assembled documents read back from their files', () => {
  for (const locale of API_LOCALES) {
    it(`keeps every paragraph of every template in ${locale}, in the PDF and the DOCX`, async () => {
      for (const template of DOCUMENT_TEMPLATES) {
        const definition = definitionOf(template)
        const answers = await storedAnswers(definition, locale, exampleOf(template.key, locale))
        const document = assembleDocument({
          definition,
          locale,
          answers,
          documentName: template.name[locale],
          variationKey: template.variations?.[0]?.key ?? null,
          today: new Date('2026-11-24T10:00:00Z'),
        })
        const pdf = await renderPdf(document, { title: template.name[locale], lang: locale })
        const { text: pages } = await extractText(await getDocumentProxy(pdf), {
          mergePages: false,
        })
        const pdfText = pages.map((page) => page.replace(PAGE_NUMBER, ' ')).join(' ')
        const docx = await renderDocumentDocx(document, { locale })
        const { value: docxText } = await mammoth.extractRawText({ buffer: Buffer.from(docx) })
        const fromPdf = words(pdfText)
        const fromDocx = words(docxText)
        for (const line of plainText(document).split('\n')) {
          const wanted = words(line)
          if (wanted === '') continue
          expect(fromDocx, `${template.key} DOCX`).toContain(wanted)
          expect(fromPdf, `${template.key} PDF`).toContain(wanted)
        }
      }
    })
  }
})
