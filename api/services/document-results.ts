// A finished result as the result page reads it (GET /api/flows/{id}/final), and its thumbnails:
// pages of its PDF drawn as PNGs once per version, one of which the member may choose.
import { eq } from 'drizzle-orm'
import type { FlowDocument } from '../contract/generation.ts'
import { flowDocuments, type UserRow } from '../db/schema.ts'
import { renderThumbnail, thumbnailPages } from '../documents/render-thumbnail.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import {
  type DocumentFileDeps,
  type DocumentRow,
  documentRows,
  flowLocale,
  latestContent,
  ownDocument,
  pdfOf,
  resource,
  thumbnailPath,
} from './document-files.ts'
import { DomainError, invalidField, notFound } from './domain-error.ts'

/** Pages offered as thumbnails, and their width in pixels. */
const THUMBNAIL_PAGES = 3
const THUMBNAIL_WIDTH = 480

/** A page of the latest version as a PNG, rendered once per version and page. */
export async function documentThumbnail(
  deps: DocumentFileDeps,
  user: UserRow,
  input: { documentUuid: string; page: number; locale: ApiLocale },
): Promise<Uint8Array | null> {
  const document = await ownDocument(deps, user, input)
  if (document.status !== 'completed') return null
  const latest = await latestContent(deps, document)
  if (!latest) return null
  const key = `thumbnails/${document.uuid}/v${latest.version}-p${input.page}`
  const cached = await deps.storage.get(key)
  if (cached) return cached
  const pdf = await pdfOf(latest.content, document, user.name, await flowLocale(deps, document))
  if (input.page > Math.min(THUMBNAIL_PAGES, await thumbnailPages(pdf)))
    throw notFound(input.locale)
  const png = await renderThumbnail(pdf, { page: input.page, width: THUMBNAIL_WIDTH })
  await deps.storage.put(key, png)
  return png
}

/** GET /api/flows/{id}/final: the result, with the pages that may be its thumbnail. */
export async function finalResult(
  deps: DocumentFileDeps,
  user: UserRow,
  input: { flowUuid: string; locale: ApiLocale },
): Promise<FlowDocument> {
  const document = await ownDocument(deps, user, input)
  if (document.status !== 'completed') {
    throw new DomainError('conflict', translate(input.locale, 'documents.not_ready'))
  }
  const [listed] = await documentRows(deps, user, input.locale, eq(flowDocuments.id, document.id))
  if (!listed) throw notFound(input.locale)
  return { ...resource(listed, input.locale), thumbnails: await thumbnailChoices(deps, document) }
}

async function thumbnailChoices(deps: DocumentFileDeps, document: DocumentRow) {
  if (document.output !== 'document' && document.output !== 'pdf') return []
  const latest = await latestContent(deps, document)
  if (!latest) return []
  // The page count of a version never changes: rendered once, then read back.
  const key = `thumbnails/${document.uuid}/v${latest.version}-pages`
  const stored = await deps.storage.get(key)
  let pages = stored ? Number(new TextDecoder().decode(stored)) : Number.NaN
  if (!Number.isInteger(pages)) {
    const pdf = await pdfOf(latest.content, document, '', await flowLocale(deps, document))
    pages = await thumbnailPages(pdf)
    await deps.storage.put(key, new TextEncoder().encode(String(pages)))
  }
  return Array.from({ length: Math.min(THUMBNAIL_PAGES, pages) }, (_, index) =>
    thumbnailPath(document, index + 1),
  )
}

/** POST /api/flows/{id}/select-thumbnail: one of the result's `thumbnails` becomes its image. */
export async function selectThumbnail(
  deps: DocumentFileDeps,
  user: UserRow,
  input: { flowUuid: string; path: string; locale: ApiLocale },
): Promise<FlowDocument> {
  const result = await finalResult(deps, user, input)
  if (!result.thumbnails.includes(input.path)) {
    throw invalidField(
      input.locale,
      'document_path',
      translate(input.locale, 'generation.thumbnail_unknown'),
    )
  }
  await deps.db
    .update(flowDocuments)
    .set({ thumbnail: input.path })
    .where(eq(flowDocuments.uuid, result.uuid))
  return { ...result, thumbnail: input.path }
}
