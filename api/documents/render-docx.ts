// A document as a Word file (.docx): Word's own heading styles and lists, so it edits naturally.
import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx'
import type { Locale } from '../contract/constants.ts'
import {
  type BlockNode,
  type DocumentContent,
  documentTitle,
  type InlineNode,
  isSafeHref,
  type ListNode,
  type TextNode,
} from '../contract/document.ts'
import { BULLET_REFERENCE, ListNumbering, MAX_LIST_LEVEL } from './docx-numbering.ts'

export type DocxOptions = {
  /** Word's proofing language for the text. */
  locale: Locale
  /** Defaults to the first heading. */
  title?: string
  creator?: string
}

const WORD_LANGUAGES: Record<Locale, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
}
const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const
const QUOTE_STYLE = 'Quote'
const QUOTE_INDENT = 720

function textRun(node: TextNode): TextRun {
  const has = (type: string) => node.marks?.some((mark) => mark.type === type) ?? false
  return new TextRun({
    text: node.text,
    bold: has('bold'),
    italics: has('italic'),
    underline: has('underline') ? {} : undefined,
    style: has('link') ? 'Hyperlink' : undefined,
  })
}

function linkOf(node: InlineNode): string | undefined {
  if (node.type !== 'text') return undefined
  const link = node.marks?.find((mark) => mark.type === 'link')
  return link && isSafeHref(link.attrs.href) ? link.attrs.href : undefined
}

/** Runs of a paragraph; neighbouring text with the same link becomes one hyperlink. */
function inlineChildren(content: InlineNode[] | undefined): ParagraphChild[] {
  const children: ParagraphChild[] = []
  const nodes = content ?? []
  for (let index = 0; index < nodes.length; ) {
    const node = nodes[index]
    if (node === undefined) break
    const href = linkOf(node)
    if (href === undefined) {
      children.push(node.type === 'text' ? textRun(node) : new TextRun({ break: 1 }))
      index += 1
      continue
    }
    const runs: TextRun[] = []
    for (
      let next = nodes[index];
      next?.type === 'text' && linkOf(next) === href;
      next = nodes[index]
    ) {
      runs.push(textRun(next))
      index += 1
    }
    children.push(new ExternalHyperlink({ link: href, children: runs }))
  }
  return children
}

type Context = { numbering: ListNumbering; quoteDepth: number }

function quoted(context: Context) {
  return context.quoteDepth > 0
    ? { style: QUOTE_STYLE, indent: { left: QUOTE_INDENT * context.quoteDepth } }
    : {}
}

/** A list as Word numbers it: a definition (`reference`), one list of it (`instance`). */
type WordList = { list: ListNode; reference: string; instance: number }

function listParagraphs(word: WordList, list: ListNode, context: Context, level: number) {
  const paragraphs: Paragraph[] = []
  const at = Math.min(level, MAX_LIST_LEVEL)
  const { reference, instance } = word
  for (const item of list.content) {
    item.content.forEach((child, index) => {
      if (child.type === 'paragraph') {
        paragraphs.push(
          new Paragraph({
            children: inlineChildren(child.content),
            // A second paragraph of an item continues it, unnumbered, at its indent.
            ...(index === 0
              ? { numbering: { reference, level: at, instance } }
              : { indent: { left: 720 * (at + 1) } }),
            ...(context.quoteDepth > 0 ? { style: QUOTE_STYLE } : {}),
          }),
        )
      } else {
        paragraphs.push(...listBlock(child, { ...word, list }, context, level + 1))
      }
    })
  }
  return paragraphs
}

// A list of the parent's kind and plain numbering is a deeper level of the parent's Word list,
// which Word renumbers under each item; any other list is a Word list of its own.
function listBlock(
  list: ListNode,
  parent: WordList | undefined,
  context: Context,
  level: number,
): Paragraph[] {
  const plain = list.type === 'bulletList' || ((list.attrs?.start ?? 1) === 1 && !list.attrs?.type)
  if (parent !== undefined && parent.list.type === list.type && plain) {
    return listParagraphs(parent, list, context, level)
  }
  const reference =
    list.type === 'bulletList'
      ? BULLET_REFERENCE
      : context.numbering.orderedReference(list, Math.min(level, MAX_LIST_LEVEL))
  const word = { list, reference, instance: context.numbering.nextInstance() }
  return listParagraphs(word, list, context, level)
}

function blockParagraphs(block: BlockNode, context: Context): Paragraph[] {
  switch (block.type) {
    case 'heading':
      return [
        new Paragraph({
          heading: HEADINGS[block.attrs.level],
          children: inlineChildren(block.content),
          ...(context.quoteDepth > 0
            ? { indent: { left: QUOTE_INDENT * context.quoteDepth } }
            : {}),
        }),
      ]
    case 'paragraph':
      return [new Paragraph({ children: inlineChildren(block.content), ...quoted(context) })]
    case 'bulletList':
    case 'orderedList':
      return listBlock(block, undefined, context, 0)
    case 'blockquote': {
      const inner = { ...context, quoteDepth: context.quoteDepth + 1 }
      return block.content.flatMap((child) => blockParagraphs(child, inner))
    }
    case 'horizontalRule':
      return [
        new Paragraph({
          children: [],
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
        }),
      ]
  }
}

export async function renderDocumentDocx(
  doc: DocumentContent,
  options: DocxOptions,
): Promise<Buffer> {
  const numbering = new ListNumbering()
  const children = doc.content.flatMap((block) =>
    blockParagraphs(block, { numbering, quoteDepth: 0 }),
  )
  const creator = options.creator ?? 'Docugen'
  const document = new Document({
    title: options.title ?? documentTitle(doc) ?? 'Document',
    creator,
    lastModifiedBy: creator,
    styles: {
      default: { document: { run: { language: { value: WORD_LANGUAGES[options.locale] } } } },
      paragraphStyles: [
        {
          id: QUOTE_STYLE,
          name: 'Quote',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { italics: true, color: '555555' },
          paragraph: {
            indent: { left: QUOTE_INDENT },
            border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 8 } },
          },
        },
      ],
    },
    numbering: numbering.options(),
    sections: [{ children }],
  })
  return Packer.toBuffer(document)
}
