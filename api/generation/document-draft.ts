// What an AI provider is asked to return: a flat list of blocks, easy for any model to produce as
// JSON (every property present, no recursion), turned here into the document model and checked
// by its schema, so nothing a provider says is stored unless it is a valid document.
import { z } from 'zod'
import {
  type BlockNode,
  DOCUMENT_LIMITS,
  type DocumentContent,
  documentContentSchema,
  type InlineNode,
  type ListItemNode,
} from '../contract/document.ts'
import { GenerationFailure } from './generator.ts'
import { inlineNodes } from './inline-text.ts'

const BLOCK_KINDS = ['heading', 'paragraph', 'bullets', 'numbered', 'quote', 'rule'] as const

/**
 * One block. `text` is for headings, paragraphs and quotes (`**…**` for bold, a line break for a
 * break inside it), `items` for lists, `level` for headings (1 to 3); the others are null or empty.
 */
export const draftBlockSchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  text: z.string().max(DOCUMENT_LIMITS.maxTextNodeLength).nullable(),
  items: z.array(z.string().max(DOCUMENT_LIMITS.maxTextNodeLength)).max(200).nullable(),
})
export type DraftBlock = z.infer<typeof draftBlockSchema>

export const documentDraftSchema = z.object({
  blocks: z.array(draftBlockSchema).min(1).max(1_000),
})
export type DocumentDraft = z.infer<typeof documentDraftSchema>

function inline(text: string | null): InlineNode[] {
  return inlineNodes((text ?? '').trim())
}

function listItems(items: string[] | null): ListItemNode[] {
  return (items ?? [])
    .map((item) => inline(item.replace(/^\s*(?:[-*•]|\d{1,3}[.)])\s+/u, '')))
    .filter((content) => content.length > 0)
    .map((content) => ({ type: 'listItem', content: [{ type: 'paragraph', content }] }))
}

function toBlock(block: DraftBlock): BlockNode | null {
  switch (block.kind) {
    case 'rule':
      return { type: 'horizontalRule' }
    case 'bullets':
    case 'numbered': {
      const content = listItems(block.items)
      if (content.length === 0) return null
      return { type: block.kind === 'bullets' ? 'bulletList' : 'orderedList', content }
    }
    case 'heading': {
      const content = inline(block.text)
      if (content.length === 0) return null
      return { type: 'heading', attrs: { level: block.level ?? 2 }, content }
    }
    case 'paragraph':
    case 'quote': {
      const content = inline(block.text)
      if (content.length === 0) return null
      const paragraph = { type: 'paragraph' as const, content }
      return block.kind === 'quote' ? { type: 'blockquote', content: [paragraph] } : paragraph
    }
  }
}

/** The document a draft describes; `invalid_output` when it is empty or breaks the document's limits. */
export function draftToDocument(draft: DocumentDraft): DocumentContent {
  const content = draft.blocks.map(toBlock).filter((block) => block !== null)
  if (!content.some((block) => block.type !== 'horizontalRule')) {
    throw new GenerationFailure('invalid_output', 'The provider returned an empty document')
  }
  const checked = documentContentSchema.safeParse({ type: 'doc', content })
  if (!checked.success) {
    throw new GenerationFailure('invalid_output', `Not a valid document: ${checked.error.message}`)
  }
  return checked.data
}

function markedText(nodes: InlineNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '\n'
      return node.marks?.some((mark) => mark.type === 'bold') ? `**${node.text}**` : node.text
    })
    .join('')
}

function itemTexts(items: ListItemNode[]): string[] {
  // Nested lists are flattened: a draft has one level of list.
  return items.flatMap((item) =>
    item.content.flatMap((child) =>
      child.type === 'paragraph' ? [markedText(child.content)] : itemTexts(child.content),
    ),
  )
}

/** A stored document as a draft, to be revised by a provider (bold kept; italics and links become text). */
export function documentToDraft(document: DocumentContent): DocumentDraft {
  const blocks: DraftBlock[] = []
  const visit = (node: BlockNode) => {
    const empty = { level: null, text: null, items: null }
    switch (node.type) {
      case 'heading':
        blocks.push({
          ...empty,
          kind: 'heading',
          level: node.attrs.level,
          text: markedText(node.content),
        })
        break
      case 'paragraph':
        blocks.push({ ...empty, kind: 'paragraph', text: markedText(node.content) })
        break
      case 'horizontalRule':
        blocks.push({ ...empty, kind: 'rule' })
        break
      case 'bulletList':
      case 'orderedList':
        blocks.push({
          ...empty,
          kind: node.type === 'bulletList' ? 'bullets' : 'numbered',
          items: itemTexts(node.content),
        })
        break
      case 'blockquote':
        for (const child of node.content) {
          if (child.type === 'paragraph') {
            blocks.push({ ...empty, kind: 'quote', text: markedText(child.content) })
          } else visit(child)
        }
        break
    }
  }
  for (const block of document.content) visit(block)
  return { blocks }
}
