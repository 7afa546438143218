import { describe, expect, it } from 'vitest'
import type { DocumentContent } from '../contract/document.ts'
import { renderDocumentHtml } from './render-html.ts'
import { sampleDocument } from './testing/sample-document.ts'

function paragraphOf(text: string): DocumentContent {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }
}

describe('renderDocumentHtml', () => {
  it('escapes a script typed as text', () => {
    const html = renderDocumentHtml(paragraphOf('<script>alert(1)</script> & "quotes"'))
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes"</p>')
    expect(html).not.toContain('<script')
  })

  it('renders headings, nested lists, quote, rule, line break and marks', () => {
    const html = renderDocumentHtml(sampleDocument)
    expect(html).toMatch(/^<h1>Lettre de motivation – Hélène Garçon<\/h1>/)
    expect(html).toContain('<h2>Mon expérience</h2>')
    expect(html).toContain('<p>Hélène Garçon<br/>12, rue de l’Église, 69002 Lyon</p>')
    expect(html).toContain(
      '<ul><li><p>Coordination d’une équipe de huit développeurs à Genève</p><ul><li>',
    )
    expect(html).toContain('<ol><li><p>Une méthode éprouvée</p></li>')
    expect(html).toContain('<strong>cheffe de projet numérique</strong>')
    expect(html).toContain('<em>à la fois créative et rigoureuse</em>')
    expect(html).toContain('<u>più città, così però</u>')
    expect(html).toContain('<blockquote><p>« Le travail')
    expect(html).toContain('<hr/>')
  })

  it('gives every link our rel whatever the stored one says, and opens it apart by default', () => {
    const html = renderDocumentHtml({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'écrivez-moi',
              marks: [
                { type: 'link', attrs: { href: 'mailto:a@example.com?subject="x"', rel: 'ugc' } },
              ],
            },
          ],
        },
      ],
    })
    expect(html).toBe(
      '<p><a href="mailto:a@example.com?subject=&quot;x&quot;" target="_blank" rel="noopener noreferrer nofollow">écrivez-moi</a></p>',
    )
  })

  it('drops an unsafe href that skipped validation', () => {
    const html = renderDocumentHtml({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    })
    expect(html).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow">x</a></p>')
  })

  it('renders the same document to the same string', () => {
    expect(renderDocumentHtml(sampleDocument)).toBe(
      renderDocumentHtml(structuredClone(sampleDocument)),
    )
  })
})
