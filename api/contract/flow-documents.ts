// A flow's document as the editor reads and saves it (SPEC §7 "Flow documents"): its content,
// the versions each save or restore adds, and the preview.
import { z } from 'zod'
import { documentContentSchema } from './document.ts'

/** A document waits for generation (pending), is being written, is done, or failed with a reason. */
export const DOCUMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** The generator label of a version saved from the editor. */
export const EDITOR_GENERATOR = 'editor'

export const documentVersionSchema = z.object({
  version: z.number().int().min(1),
  created_at: z.string(),
  /** Who wrote it: a generator's label, `editor`, or `restore:<version>`. */
  generator: z.string(),
})
export type DocumentVersion = z.infer<typeof documentVersionSchema>

/** GET and POST /api/flows/{uuid}/document-content, and a restore: the latest version. */
export const documentContentResponseSchema = z.object({
  data: documentContentSchema,
  metadata: z.object({
    /** The first heading's text, else the document's name. */
    title: z.string(),
    version: z.number().int().min(1),
    updated_at: z.string(),
    generator: z.string(),
  }),
})
export type DocumentContentResponse = z.infer<typeof documentContentResponseSchema>

/** POST /api/flows/{uuid}/document-content: the edited document. */
export const saveDocumentContentSchema = z.object({ data: documentContentSchema })

/** GET /api/flows/{uuid}/document-versions: newest first. */
export const documentVersionListSchema = z.object({ data: z.array(documentVersionSchema) })
