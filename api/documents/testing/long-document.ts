import type { BlockNode, DocumentContent, InlineNode } from '../../contract/document.ts'

const text = (value: string, marks?: 'bold' | 'italic'): InlineNode =>
  marks ? { type: 'text', text: value, marks: [{ type: marks }] } : { type: 'text', text: value }

const WORDS =
  'Le projet a été mené à bien grâce à une équipe très impliquée, qui a su répondre aux ' +
  'exigences du client tout en respectant les délais prévus et le budget annoncé.'

/** A realistic long document: per section a heading and four paragraphs with bold and italic. */
export function longDocument(sections: number): DocumentContent {
  const content: BlockNode[] = []
  for (let section = 0; section < sections; section++) {
    content.push({ type: 'heading', attrs: { level: 2 }, content: [text(`Partie ${section + 1}`)] })
    for (let index = 0; index < 4; index++) {
      content.push({
        type: 'paragraph',
        content: [
          text(`${WORDS} `),
          text('Résultat clé', 'bold'),
          text(` : ${WORDS} `),
          text('à retenir', 'italic'),
          text('.'),
        ],
      })
    }
  }
  return { type: 'doc', content }
}
