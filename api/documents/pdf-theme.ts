// Page geometry, type sizes and spacing of generated PDFs, in points (72 to the inch).

export const PAGE_SIZE = 'A4'
export const PAGE_MARGINS = { top: 64, bottom: 72, left: 64, right: 64 }

export const TITLE_SIZE = 22
export const HEADING_SIZES = { 1: 18, 2: 15, 3: 12.5 } as const
export const BODY_SIZE = 11
export const FOOTER_SIZE = 9
export const LINE_GAP = 3.5

export const COLORS = {
  text: '#1f2937',
  quote: '#4b5563',
  muted: '#6b7280',
  link: '#1d4ed8',
  rule: '#d1d5db',
}

export const GAPS = {
  afterTitle: 18,
  paragraph: 8,
  tightParagraph: 2,
  listItem: 3,
  headingBefore: { 1: 18, 2: 14, 3: 10 },
  rule: 8,
}

export const LIST_INDENT = 18
export const MARKER_GAP = 6
export const QUOTE_INDENT = 16
export const QUOTE_RULE_WIDTH = 2
/** Nesting stops indenting once the text column would get narrower than this. */
export const MIN_TEXT_WIDTH = 160
