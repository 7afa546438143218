// Lays out the document's blocks top to bottom: headings, paragraphs, lists, quotes and rules.
import type { BlockNode, BlockquoteNode, HeadingNode, ListNode } from '../contract/document.ts'
import { type Box, lineHeight, writeInlines } from './pdf-inline.ts'
import { listMarkers } from './pdf-list-markers.ts'
import {
  BODY_SIZE,
  COLORS,
  GAPS,
  HEADING_SIZES,
  LINE_GAP,
  LIST_INDENT,
  MARKER_GAP,
  MIN_TEXT_WIDTH,
  QUOTE_INDENT,
  QUOTE_RULE_WIDTH,
} from './pdf-theme.ts'

/** What a block inherits from the containers around it. */
export type Flow = { tight: boolean; listDepth: number; color: string }

export const ROOT_FLOW: Flow = { tight: false, listDepth: 0, color: COLORS.text }

type Doc = PDFKit.PDFDocument

export function writeBlocks(doc: Doc, blocks: readonly BlockNode[], box: Box, flow: Flow) {
  blocks.forEach((block, index) => {
    if (index > 0) addGap(doc, gapBefore(block, flow))
    writeBlock(doc, block, box, flow)
  })
}

function writeBlock(doc: Doc, block: BlockNode, box: Box, flow: Flow) {
  switch (block.type) {
    case 'heading':
      return writeHeading(doc, block, box, flow)
    case 'paragraph':
      return writeInlines(doc, block.content ?? [], box, {
        size: BODY_SIZE,
        bold: false,
        color: flow.color,
      })
    case 'bulletList':
    case 'orderedList':
      return writeList(doc, block, box, flow)
    case 'blockquote':
      return writeBlockquote(doc, block, box, flow)
    case 'horizontalRule':
      return writeRule(doc, box)
  }
}

function gapBefore(block: BlockNode, flow: Flow) {
  if (block.type === 'heading') return GAPS.headingBefore[block.attrs.level]
  if (block.type === 'horizontalRule') return GAPS.rule
  return flow.tight ? GAPS.tightParagraph : GAPS.paragraph
}

/** Vertical space between blocks, dropped at the top of a page. */
function addGap(doc: Doc, gap: number) {
  if (doc.y > doc.page.margins.top) doc.y += gap
}

/** Starts a new page unless `height` still fits on this one. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage()
}

function indented(box: Box, indent: number): Box {
  const step = box.width - indent >= MIN_TEXT_WIDTH ? indent : 0
  return { x: box.x + step, width: box.width - step }
}

function writeHeading(doc: Doc, heading: HeadingNode, box: Box, flow: Flow) {
  const size = HEADING_SIZES[heading.attrs.level]
  // Keep a heading with the first lines of what follows it.
  ensureRoom(doc, lineHeight(doc, size) + 2 * lineHeight(doc, BODY_SIZE))
  writeInlines(doc, heading.content ?? [], box, { size, bold: true, color: flow.color })
}

function writeList(doc: Doc, list: ListNode, box: Box, flow: Flow) {
  const labels = listMarkers(list, flow.listDepth)
  doc.font('regular').fontSize(BODY_SIZE)
  const labelWidth = Math.max(0, ...labels.map((label) => doc.widthOfString(label)))
  const inner = indented(box, Math.max(LIST_INDENT, labelWidth + MARKER_GAP))
  const itemFlow: Flow = { ...flow, tight: true, listDepth: flow.listDepth + 1 }

  list.content.forEach((item, index) => {
    if (index > 0) addGap(doc, GAPS.listItem)
    ensureRoom(doc, lineHeight(doc, BODY_SIZE))
    const y = doc.y
    const label = labels[index] ?? ''
    doc.font('regular').fontSize(BODY_SIZE).fillColor(flow.color)
    // Right-aligned against the text column, so that "9." and "10." line up on their dots.
    const labelX = Math.max(box.x, inner.x - MARKER_GAP - doc.widthOfString(label))
    doc.text(label, labelX, y, { lineBreak: false })
    doc.y = y
    writeBlocks(doc, item.content, inner, itemFlow)
  })
}

function currentPage(doc: Doc) {
  const { start, count } = doc.bufferedPageRange()
  return start + count - 1
}

function writeBlockquote(doc: Doc, quote: BlockquoteNode, box: Box, flow: Flow) {
  ensureRoom(doc, lineHeight(doc, BODY_SIZE))
  const startPage = currentPage(doc)
  const startY = doc.y
  writeBlocks(doc, quote.content, indented(box, QUOTE_INDENT), { ...flow, color: COLORS.quote })
  const endPage = currentPage(doc)
  const endY = doc.y - LINE_GAP

  // The rule runs beside the quote on every page the quote reaches.
  const x = box.x + QUOTE_RULE_WIDTH / 2
  for (let page = startPage; page <= endPage; page++) {
    doc.switchToPage(page)
    const top = page === startPage ? startY : doc.page.margins.top
    const bottom = page === endPage ? endY : doc.page.maxY()
    if (bottom > top) {
      doc.save().lineWidth(QUOTE_RULE_WIDTH).strokeColor(COLORS.rule)
      doc.moveTo(x, top).lineTo(x, bottom).stroke().restore()
    }
  }
}

function writeRule(doc: Doc, box: Box) {
  ensureRoom(doc, 2 * GAPS.rule)
  const y = doc.y + GAPS.rule / 2
  doc.save().lineWidth(0.75).strokeColor(COLORS.rule)
  doc
    .moveTo(box.x, y)
    .lineTo(box.x + box.width, y)
    .stroke()
    .restore()
  doc.y += GAPS.rule
}
