import mammoth from 'mammoth'
import { describe, expect, it } from 'vitest'
import type { DocumentContent, ListItemNode } from '../contract/document.ts'
import { renderDocumentDocx } from './render-docx.ts'
import { sampleDocument } from './testing/sample-document.ts'
import { unzipText } from './testing/unzip.ts'

const quoteAsBlockquote = { styleMap: ["p[style-name='Quote'] => blockquote > p:fresh"] }

async function readBack(doc: DocumentContent) {
  const buffer = await renderDocumentDocx(doc, { locale: 'fr' })
  const [raw, html] = await Promise.all([
    mammoth.extractRawText({ buffer }),
    mammoth.convertToHtml({ buffer }, quoteAsBlockquote),
  ])
  return { buffer, text: raw.value, html: html.value, messages: html.messages }
}

describe('renderDocumentDocx', () => {
  it('writes a Word file that reads back with the same text, accents included', async () => {
    const { buffer, text, messages } = await readBack(sampleDocument)
    expect(buffer.subarray(0, 2).toString()).toBe('PK')
    expect(messages).toEqual([])
    for (const line of [
      'Lettre de motivation – Hélène Garçon',
      '12, rue de l’Église, 69002 Lyon',
      'à l’agence « Café Crème »',
      'première lecture de votre offre… Je suis prête à relever ce défi.',
      'Refonte du site d’un hôtel à Señorío de Bértiz',
      'Migration d’une application pour la Müller GmbH',
      'più città, così però',
    ]) {
      expect(text).toContain(line)
    }
  })

  it('keeps headings, lists, marks, line breaks, links and the quote', async () => {
    const { html } = await readBack(sampleDocument)
    expect(html).toMatch(/^<h1>Lettre de motivation – Hélène Garçon<\/h1>/)
    expect(html).toContain('<h2>Mon expérience</h2>')
    expect(html).toContain('<p>Hélène Garçon<br />12, rue de l’Église, 69002 Lyon</p>')
    expect(html).toContain(
      '<ul><li>Coordination d’une équipe de huit développeurs à Genève<ul><li>Refonte du site',
    )
    expect(html).toContain(
      '<ol><li>Une méthode éprouvée</li><li>Un goût prononcé pour la qualité<ol><li>Tests systématiques</li></ol></li></ol>',
    )
    expect(html).toContain('<strong>cheffe de projet numérique</strong>')
    expect(html).toContain('<em>à la fois créative et rigoureuse</em>')
    expect(html).toContain(
      '<a href="https://helene-garcon.example/portfolio">helene-garcon.example</a>',
    )
    expect(html).toContain('<blockquote><p>« Le travail éloigne de nous')
  })

  it('keeps the words of a script as text', async () => {
    const { text } = await readBack({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      ],
    })
    expect(text.trim()).toBe('<script>alert(1)</script>')
  })

  it('names the file after its first heading, by Docugen, in the locale’s language', async () => {
    const buffer = await renderDocumentDocx(sampleDocument, { locale: 'it', creator: 'Docugen' })
    const files = unzipText(buffer)
    expect(files['docProps/core.xml']).toContain(
      '<dc:title>Lettre de motivation – Hélène Garçon</dc:title><dc:creator>Docugen</dc:creator>',
    )
    expect(files['word/styles.xml']).toContain('<w:lang w:val="it-IT"/>')
  })

  it('numbers an ordered list from its start, in its type', async () => {
    const item = (text: string): ListItemNode => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    })
    const buffer = await renderDocumentDocx(
      {
        type: 'doc',
        content: [{ type: 'orderedList', attrs: { start: 5, type: 'a' }, content: [item('cinq')] }],
      },
      { locale: 'fr' },
    )
    expect(unzipText(buffer)['word/numbering.xml']).toMatch(
      /<w:lvl w:ilvl="0"[^>]*><w:start w:val="5"\/><w:numFmt w:val="lowerLetter"\/>/,
    )
  })
})
