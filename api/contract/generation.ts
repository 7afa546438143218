// Generation (SPEC §7 "Flows", "Flow documents"): processing a flow into its document, following
// it to completion, its result, the user's documents and their downloads.
import { z } from 'zod'
import { outputKindSchema } from './catalogue.ts'
import { DOCUMENT_STATUSES } from './flow-documents.ts'

export const DOCUMENT_NAME_MAX = 120
export const OUTLINE_MAX = 4000
export const REVISION_INSTRUCTION_MAX = 2000
export const REVISION_PASSAGE_MAX = 10_000

/** POST /api/flows/{id}/process. */
export const processFlowSchema = z.object({
  documentName: z.string().trim().min(1).max(DOCUMENT_NAME_MAX),
})
export type ProcessFlowRequest = z.input<typeof processFlowSchema>

/**
 * POST /api/flows/{id}/process-from-outline: the outline as the user edited it (one section per
 * line, "1. Title — what it says"); without it, the outline step's saved answer.
 */
export const processFromOutlineSchema = z.object({
  documentName: z.string().trim().min(1).max(DOCUMENT_NAME_MAX).optional(),
  outline: z.string().trim().min(1).max(OUTLINE_MAX).optional(),
})
export type ProcessFromOutlineRequest = z.input<typeof processFromOutlineSchema>

export const FLOW_COMPLETION_STATUSES = [
  'in_progress',
  'processing',
  'completed',
  'failed',
] as const
export type FlowCompletionStatus = (typeof FLOW_COMPLETION_STATUSES)[number]

/** POST …/process and GET /api/flows/{id}/completion-status. */
export const completionStatusSchema = z.object({
  status: z.enum(FLOW_COMPLETION_STATUSES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Why it failed, in the caller's language; null unless failed. */
  reason: z.string().nullable(),
  /** The document being made, once processing was asked for. */
  document_uuid: z.uuid().nullable(),
})
export type CompletionStatus = z.infer<typeof completionStatusSchema>

/** The files a result can be downloaded as. */
export const DOWNLOAD_FORMATS = ['docx', 'pdf', 'mp3', 'mid'] as const
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]

/** A result as lists and the result page show it. */
export const flowDocumentSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  output: outputKindSchema,
  status: z.enum(DOCUMENT_STATUSES),
  /** The file's name in its template's format (SPEC §3: its extension tells the format). */
  path: z.string(),
  /** Formats it can be downloaded in, the template's own first; empty until completed. */
  formats: z.array(z.enum(DOWNLOAD_FORMATS)),
  /** Where the chosen thumbnail image is (API path), once rendered. */
  thumbnail: z.string().nullable(),
  /** API paths of the pages that may be chosen as its thumbnail (select-thumbnail). */
  thumbnails: z.array(z.string()),
  /** Who wrote the latest version (`assembly`, `openai-compatible:<model>`, `editor`…). */
  generator: z.string().nullable(),
  reason: z.string().nullable(),
  flow: z.object({
    uuid: z.uuid(),
    template: z.object({ slug: z.string(), name: z.string() }),
  }),
  created_at: z.string(),
  completed_at: z.string().nullable(),
})
export type FlowDocument = z.infer<typeof flowDocumentSchema>

/** GET /api/flows/{id}/final. */
export const finalResultSchema = z.object({ data: flowDocumentSchema })

/** GET /api/flow-documents?status= */
export const flowDocumentListQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).optional(),
})
export const flowDocumentListSchema = z.object({ data: z.array(flowDocumentSchema) })

/** POST /api/flows/{id}/select-thumbnail: one of the document's `thumbnails`. */
export const selectThumbnailSchema = z.object({ document_path: z.string().min(1).max(500) })

/** POST /api/revise-and-retry-flow (multipart or JSON). */
export const reviseFlowSchema = z.object({
  flowId: z.uuid(),
  instruction: z.string().trim().min(1).max(REVISION_INSTRUCTION_MAX),
  /** The exact text of the passage to revise; the rest stays as it is. */
  passage: z.string().trim().min(1).max(REVISION_PASSAGE_MAX).optional(),
})
export type ReviseFlowRequest = z.input<typeof reviseFlowSchema>
