// Reads the text of an uploaded document (PDF, DOCX, plain text or Markdown), its type decided by
// its bytes alone, within limits that keep a hostile file from costing much time or memory.
import { fileTypeFromBuffer } from 'file-type'
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import { EXTRACTION_LIMITS } from '../contract/extraction.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import { translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { invalid, throttled } from './domain-error.ts'
import {
  startsLikeZip,
  verifyEntry,
  ZipFormatError,
  zipDirectory,
  zipEntries,
} from './zip-inspection.ts'

const MEGABYTE = 1024 * 1024
const EXTRACTIONS_PER_MINUTE = 20

type Refusal = 'validation' | 'too_large' | 'unsupported_type'
export type ExtractionLimits = Record<keyof typeof EXTRACTION_LIMITS, number>

function refuse(locale: ApiLocale, message: string, code: Refusal = 'validation') {
  return invalid(locale, { file: [message] }, code)
}

const formatted = (locale: ApiLocale, count: number) => new Intl.NumberFormat(locale).format(count)

/** Counts one extraction for the client: reading documents is work, a few a minute each. */
export async function throttleExtraction(
  deps: Pick<ApiServices, 'rateLimiter'>,
  input: { client: string; locale: ApiLocale },
) {
  const { hits, availableIn } = await deps.rateLimiter.hit(`extract-text|${input.client}`, 60)
  if (hits > EXTRACTIONS_PER_MINUTE) {
    const message = translate(input.locale, 'http.too_many_requests', { seconds: availableIn })
    throw throttled(message, availableIn)
  }
}

/** The document's text, or a DomainError saying in the caller's language why it cannot be read. */
export async function extractDocumentText(
  bytes: Uint8Array,
  locale: ApiLocale,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<string> {
  if (bytes.byteLength > limits.maxFileBytes) {
    const max = formatted(locale, limits.maxFileBytes / MEGABYTE)
    throw refuse(locale, translate(locale, 'extraction.too_large', { max }), 'too_large')
  }
  const text = await readText(bytes, locale, limits)
  if (text.length > limits.maxTextLength) {
    const max = formatted(locale, limits.maxTextLength)
    throw refuse(locale, translate(locale, 'extraction.too_long', { max }))
  }
  if (text.trim() === '') throw refuse(locale, translate(locale, 'extraction.no_text'))
  return text
}

async function readText(bytes: Uint8Array, locale: ApiLocale, limits: ExtractionLimits) {
  // ZIPs are looked at here first: nothing else may inflate one before its sizes are checked.
  if (startsLikeZip(bytes)) return readDocx(bytes, locale, limits)
  const detected = await fileTypeFromBuffer(bytes)
  if (detected?.mime === 'application/pdf') return readPdf(bytes, locale, limits)
  const text = detected ? undefined : utf8Text(bytes)
  if (text === undefined) throw unsupported(locale)
  return text
}

const unsupported = (locale: ApiLocale) =>
  refuse(locale, translate(locale, 'extraction.unsupported_type'), 'unsupported_type')
const unreadable = (locale: ApiLocale) => refuse(locale, translate(locale, 'extraction.unreadable'))

/** Plain text and Markdown have no signature: valid UTF-8 without NUL bytes, its BOM dropped. */
function utf8Text(bytes: Uint8Array) {
  if (bytes.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return undefined
  }
}

async function readPdf(bytes: Uint8Array, locale: ApiLocale, limits: ExtractionLimits) {
  // pdf.js takes ownership of the buffer it is given: it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    verbosity: 0,
  }).catch(() => {
    throw unreadable(locale)
  })
  try {
    if (pdf.numPages > limits.maxPdfPages) {
      const max = formatted(locale, limits.maxPdfPages)
      throw refuse(locale, translate(locale, 'extraction.too_many_pages', { max }))
    }
    const { text } = await extractText(pdf, { mergePages: true }).catch(() => {
      throw unreadable(locale)
    })
    return text
  } finally {
    await pdf.destroy()
  }
}

async function readDocx(bytes: Uint8Array, locale: ApiLocale, limits: ExtractionLimits) {
  try {
    const directory = zipDirectory(bytes)
    if (directory.entryCount > limits.maxDocxEntries) throw archiveTooComplex(locale)
    const entries = zipEntries(bytes, directory)
    const names = new Set(entries.map((entry) => entry.name))
    if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) {
      throw unsupported(locale)
    }
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
    if (declared > limits.maxDocxUncompressedBytes) throw archiveTooLarge(locale, limits)
    if (declared / bytes.byteLength > limits.maxDocxCompressionRatio) {
      throw archiveTooComplex(locale)
    }
    for (const entry of entries) verifyEntry(bytes, entry)
  } catch (error) {
    if (error instanceof ZipFormatError) throw unreadable(locale)
    throw error
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const result = await mammoth.extractRawText({ buffer }).catch(() => {
    throw unreadable(locale)
  })
  return result.value
}

const archiveTooComplex = (locale: ApiLocale) =>
  refuse(locale, translate(locale, 'extraction.archive_too_complex'))

function archiveTooLarge(locale: ApiLocale, limits: ExtractionLimits) {
  const max = formatted(locale, limits.maxDocxUncompressedBytes / MEGABYTE)
  return refuse(locale, translate(locale, 'extraction.archive_too_large', { max }))
}
