// A generated document's content: the ProseMirror/TipTap JSON the editor (StarterKit) produces,
// checked here once so stored content is bounded and can carry no script (ARCHITECTURE "Generation").
import { z } from 'zod'

/**
 * Limits on stored content. Depth counts nodes below `doc` (a list item's paragraph's text in a
 * top-level list is at depth 4), which leaves room for lists nested six deep inside a quote.
 * 10,000 nodes and 200,000 characters are far beyond a letter or a report (about 60 pages).
 */
export const DOCUMENT_LIMITS = {
  maxDepth: 16,
  maxNodes: 10_000,
  maxTextLength: 200_000,
  maxTextNodeLength: 10_000,
  maxHrefLength: 2_048,
  maxLinkTitleLength: 500,
  maxListStart: 99_999,
} as const

export const HEADING_LEVELS = [1, 2, 3] as const
/** What the renderers put on every link, whatever the stored `rel` says. */
export const LINK_REL = 'noopener noreferrer nofollow'

const SAFE_HREF = /^(https?:\/\/|mailto:)/i

/** An absolute http(s) or mailto URL: the only links a document may hold (editor and renderers). */
export function isSafeHref(href: string): boolean {
  return href.length <= DOCUMENT_LIMITS.maxHrefLength && SAFE_HREF.test(href) && URL.canParse(href)
}

const safeHrefSchema = z
  .string()
  .max(DOCUMENT_LIMITS.maxHrefLength)
  .refine(isSafeHref, 'Only absolute http, https and mailto links are allowed.')

// TipTap's Link puts these attributes on every link (href, and target/rel/class/title defaulting
// to its options or null); anything else is refused.
const linkAttrsSchema = z.strictObject({
  href: safeHrefSchema,
  target: z.enum(['_blank', '_self', '_parent', '_top']).nullable().optional(),
  rel: z
    .string()
    .regex(
      /^(noopener|noreferrer|nofollow|ugc|external)( (noopener|noreferrer|nofollow|ugc|external))*$/,
    )
    .nullable()
    .optional(),
  class: z.null().optional(),
  title: z.string().max(DOCUMENT_LIMITS.maxLinkTitleLength).nullable().optional(),
})

export const markSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({ type: z.literal('underline') }),
  z.strictObject({ type: z.literal('link'), attrs: linkAttrsSchema }),
])
export type Mark = z.infer<typeof markSchema>
export type LinkMark = Extract<Mark, { type: 'link' }>

const marksSchema = z.array(markSchema).max(4).optional()

/**
 * Text is only ever text: `<script>` inside it stays the characters `<script>`, kept as typed and
 * escaped by every renderer. Never interpret `text` as markup.
 */
export const textNodeSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(DOCUMENT_LIMITS.maxTextNodeLength),
  marks: marksSchema,
})
export type TextNode = z.infer<typeof textNodeSchema>

// A line break typed inside bold text can keep the bold mark; renderers ignore it.
const hardBreakSchema = z.strictObject({ type: z.literal('hardBreak'), marks: marksSchema })

export const inlineNodeSchema = z.discriminatedUnion('type', [textNodeSchema, hardBreakSchema])
export type InlineNode = z.infer<typeof inlineNodeSchema>

const inlineContentSchema = z.array(inlineNodeSchema).optional()

export const paragraphSchema = z.strictObject({
  type: z.literal('paragraph'),
  content: inlineContentSchema,
})
export type ParagraphNode = z.infer<typeof paragraphSchema>

export const headingSchema = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.union(HEADING_LEVELS.map((level) => z.literal(level))) }),
  content: inlineContentSchema,
})
export type HeadingNode = z.infer<typeof headingSchema>

const horizontalRuleSchema = z.strictObject({ type: z.literal('horizontalRule') })
export type HorizontalRuleNode = z.infer<typeof horizontalRuleSchema>

const orderedListAttrsSchema = z.strictObject({
  start: z.number().int().min(0).max(DOCUMENT_LIMITS.maxListStart).optional(),
  type: z.enum(['1', 'a', 'A', 'i', 'I']).nullable().optional(),
})

export type ListItemNode = {
  type: 'listItem'
  content: [ParagraphNode, ...(ParagraphNode | ListNode)[]]
}
export type BulletListNode = { type: 'bulletList'; content: ListItemNode[] }
export type OrderedListNode = {
  type: 'orderedList'
  attrs?: z.infer<typeof orderedListAttrsSchema>
  content: ListItemNode[]
}
export type ListNode = BulletListNode | OrderedListNode
export type BlockquoteNode = { type: 'blockquote'; content: BlockNode[] }
export type BlockNode = HeadingNode | ParagraphNode | ListNode | BlockquoteNode | HorizontalRuleNode
export type DocumentContent = { type: 'doc'; content: BlockNode[] }

// The recursive part: types written out above; each getter's declared type breaks the cycle.
const listItemSchema = z.strictObject({
  type: z.literal('listItem'),
  get content(): z.ZodTuple<[typeof paragraphSchema], z.ZodType<ParagraphNode | ListNode>> {
    return z.tuple([paragraphSchema], z.discriminatedUnion('type', [paragraphSchema, listSchema]))
  },
})

const bulletListSchema = z.strictObject({
  type: z.literal('bulletList'),
  get content(): z.ZodArray<z.ZodType<ListItemNode>> {
    return z.array(listItemSchema).min(1)
  },
})

const orderedListSchema = z.strictObject({
  type: z.literal('orderedList'),
  attrs: orderedListAttrsSchema.optional(),
  get content(): z.ZodArray<z.ZodType<ListItemNode>> {
    return z.array(listItemSchema).min(1)
  },
})

const listSchema = z.discriminatedUnion('type', [bulletListSchema, orderedListSchema])

const blockquoteSchema = z.strictObject({
  type: z.literal('blockquote'),
  get content(): z.ZodArray<z.ZodType<BlockNode>> {
    return z.array(blockNodeSchema).min(1)
  },
})

export const blockNodeSchema: z.ZodType<BlockNode> = z.discriminatedUnion('type', [
  headingSchema,
  paragraphSchema,
  bulletListSchema,
  orderedListSchema,
  blockquoteSchema,
  horizontalRuleSchema,
])

const documentTreeSchema = z.strictObject({
  type: z.literal('doc'),
  content: z.array(blockNodeSchema).min(1),
})

/**
 * Walks the raw input without recursion before the schema does, so a deep or huge tree is refused
 * with a path rather than by a stack overflow or a long parse.
 */
function checkBounds(value: unknown, ctx: z.RefinementCtx) {
  const stack: { node: unknown; depth: number; path: (string | number)[] }[] = [
    { node: value, depth: 0, path: [] },
  ]
  let nodes = 0
  let textLength = 0
  while (stack.length > 0) {
    const next = stack.pop()
    if (next === undefined || typeof next.node !== 'object' || next.node === null) continue
    const { node, depth, path } = next
    nodes += 1
    if (nodes > DOCUMENT_LIMITS.maxNodes) {
      ctx.addIssue({
        code: 'custom',
        message: `A document has at most ${DOCUMENT_LIMITS.maxNodes} nodes.`,
        path,
      })
      return
    }
    if (depth > DOCUMENT_LIMITS.maxDepth) {
      ctx.addIssue({
        code: 'custom',
        message: `A document nests at most ${DOCUMENT_LIMITS.maxDepth} levels deep.`,
        path,
      })
      return
    }
    if ('text' in node && typeof node.text === 'string') {
      textLength += node.text.length
      if (textLength > DOCUMENT_LIMITS.maxTextLength) {
        ctx.addIssue({
          code: 'custom',
          message: `A document holds at most ${DOCUMENT_LIMITS.maxTextLength} characters.`,
          path: [...path, 'text'],
        })
        return
      }
    }
    if ('content' in node && Array.isArray(node.content)) {
      // Pushed last to first, so nodes are visited (and text counted) in reading order.
      for (let index = node.content.length - 1; index >= 0; index -= 1) {
        const child: unknown = node.content[index]
        stack.push({ node: child, depth: depth + 1, path: [...path, 'content', index] })
      }
    }
  }
}

/** A stored document: `{ type: 'doc', content: Block[] }`, bounded by DOCUMENT_LIMITS. */
export const documentContentSchema = z.unknown().superRefine(checkBounds).pipe(documentTreeSchema)

/** The text of a paragraph or heading; a line break reads as a space. */
export function inlineText(content: InlineNode[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : ' ')).join('')
}

/** The first heading's text, as the document's title; null when it has none. */
export function documentTitle(doc: DocumentContent): string | null {
  for (const block of doc.content) {
    if (block.type === 'heading') {
      const title = inlineText(block.content).trim()
      if (title !== '') return title
    }
  }
  return null
}

/** Every paragraph and heading on its own line, in reading order. */
export function plainText(doc: DocumentContent): string {
  const lines: string[] = []
  const visit = (node: BlockNode | ListItemNode) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      lines.push((node.content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join(''))
    } else if (node.type !== 'horizontalRule') {
      for (const child of node.content) visit(child)
    }
  }
  for (const block of doc.content) visit(block)
  return lines.join('\n')
}
