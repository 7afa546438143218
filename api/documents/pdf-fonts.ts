// DejaVu Sans in four styles, embedded in every PDF: one family that has every French, Spanish and
// Italian letter, unlike the PDF standard fonts.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
} as const

export type FontStyle = keyof typeof FILES
type FontFiles = Record<FontStyle, Buffer>

const resolve = createRequire(import.meta.url).resolve

let loaded: Promise<FontFiles> | undefined

/** Reads the font files once per process; every document then embeds the subset it uses. */
export function loadFonts(): Promise<FontFiles> {
  loaded ??= readAll().catch((error: unknown) => {
    loaded = undefined
    throw error
  })
  return loaded
}

const read = (style: FontStyle) => readFile(resolve(`dejavu-fonts-ttf/ttf/${FILES[style]}`))

async function readAll(): Promise<FontFiles> {
  const [regular, bold, italic, boldItalic] = await Promise.all([
    read('regular'),
    read('bold'),
    read('italic'),
    read('boldItalic'),
  ])
  return { regular, bold, italic, boldItalic }
}

export function registerFonts(doc: PDFKit.PDFDocument, fonts: FontFiles) {
  for (const [style, data] of Object.entries(fonts)) doc.registerFont(style, data)
}

export function fontStyle(bold: boolean, italic: boolean): FontStyle {
  if (bold) return italic ? 'boldItalic' : 'bold'
  return italic ? 'italic' : 'regular'
}
