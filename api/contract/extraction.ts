// POST /api/extract-document-text: one uploaded document in, its plain text out.
import { z } from 'zod'

const MEGABYTE = 1024 * 1024

/**
 * What a document may be to have its text read. The text limit matches a generated document's
 * (DOCUMENT_LIMITS.maxTextLength); the DOCX limits bound what unzipping may cost.
 */
export const EXTRACTION_LIMITS = {
  maxFileBytes: 25 * MEGABYTE,
  maxPdfPages: 200,
  maxTextLength: 200_000,
  maxDocxUncompressedBytes: 50 * MEGABYTE,
  maxDocxEntries: 1_000,
  /** Declared size over compressed size of the whole archive; XML rarely passes 20. */
  maxDocxCompressionRatio: 100,
} as const

/** The multipart form: one `file` part. */
export const extractTextRequestSchema = z.object({ file: z.file() })

export const extractTextResponseSchema = z.object({ text: z.string() })
export type ExtractTextResponse = z.infer<typeof extractTextResponseSchema>
