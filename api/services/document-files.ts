// A user's results as files: the list of their documents and the downloads (rendered from the
// latest version, so an edit shows at once). The final result and thumbnails: document-results.ts.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { type DocumentContent, documentContentSchema, documentTitle } from '../contract/document.ts'
import type { DocumentStatus } from '../contract/flow-documents.ts'
import type { DownloadFormat, FlowDocument } from '../contract/generation.ts'
import {
  documentVersions,
  flowDocuments,
  flows,
  flowTemplateTranslations,
  type UserRow,
} from '../db/schema.ts'
import { renderDocumentDocx } from '../documents/render-docx.ts'
import { renderPdf } from '../documents/render-pdf.ts'
import { findOwnFlow } from '../flows/flow-store.ts'
import type { DownloadedFile } from '../http/file-response.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { notFound } from './domain-error.ts'

export type DocumentFileDeps = Pick<ApiServices, 'db' | 'storage'>
export type DocumentRow = typeof flowDocuments.$inferSelect

/** Pages offered as a thumbnail: the first few. */

const TYPES: Record<DownloadFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mid: 'audio/midi',
}

/** The formats a completed result downloads as, its template's own first. */
function formatsOf(output: DocumentRow['output']): DownloadFormat[] {
  switch (output) {
    case 'document':
      return ['docx', 'pdf']
    case 'pdf':
      return ['pdf', 'docx']
    case 'music':
      return ['mp3', 'mid']
    case 'speech':
      return ['mp3']
  }
}

/** The document's name as a file name: letters, digits and single hyphens. */
export function fileStem(name: string) {
  const stem = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return stem || 'my-document'
}

export const thumbnailPath = (document: Pick<DocumentRow, 'uuid'>, page: number) =>
  `/api/flow-documents/${document.uuid}/thumbnail?page=${page}`

const row = {
  document: flowDocuments,
  flowUuid: flows.uuid,
  templateSlug: flowTemplateTranslations.slug,
  templateName: flowTemplateTranslations.name,
  generator: sql<
    string | null
  >`(select ${documentVersions.generator} from ${documentVersions} where ${documentVersions.documentId} = ${flowDocuments.id} order by ${documentVersions.version} desc limit 1)`,
}
type ListedRow = {
  document: DocumentRow
  flowUuid: string
  templateSlug: string
  templateName: string
  generator: string | null
}

/** The user's documents with their flow and template, in one query. */
export function documentRows(
  deps: Pick<ApiServices, 'db'>,
  user: UserRow,
  locale: ApiLocale,
  where?: SQL,
) {
  return deps.db
    .select(row)
    .from(flowDocuments)
    .innerJoin(flows, eq(flows.id, flowDocuments.flowId))
    .innerJoin(
      flowTemplateTranslations,
      and(
        eq(flowTemplateTranslations.templateId, flows.templateId),
        eq(flowTemplateTranslations.locale, locale),
      ),
    )
    .where(and(eq(flowDocuments.userId, user.id), where))
    .orderBy(desc(flowDocuments.createdAt), desc(flowDocuments.id))
}

export function resource(listed: ListedRow, locale: ApiLocale): FlowDocument {
  const { document } = listed
  const completed = document.status === 'completed'
  const formats = formatsOf(document.output)
  const written = completed && (document.output === 'document' || document.output === 'pdf')
  return {
    uuid: document.uuid,
    name: document.name,
    output: document.output,
    status: document.status,
    path: `${fileStem(document.name)}.${formats[0]}`,
    formats: completed ? formats : [],
    thumbnail: written ? (document.thumbnail ?? thumbnailPath(document, 1)) : null,
    thumbnails: [],
    generator: listed.generator,
    reason:
      document.status === 'failed'
        ? translate(locale, `generation.failed.${failureCode(document.failureReason)}`)
        : null,
    flow: {
      uuid: listed.flowUuid,
      template: { slug: listed.templateSlug, name: listed.templateName },
    },
    created_at: document.createdAt.toISOString(),
    completed_at: document.completedAt?.toISOString() ?? null,
  }
}

function failureCode(reason: string | null) {
  const codes = [
    'timeout',
    'rate_limited',
    'provider_unavailable',
    'invalid_output',
    'not_supported',
  ] as const
  return codes.find((code) => code === reason) ?? 'internal'
}

/** GET /api/flow-documents: the user's documents, newest first, optionally of one status. */
export async function listDocuments(
  deps: Pick<ApiServices, 'db'>,
  user: UserRow,
  input: { locale: ApiLocale; status?: DocumentStatus },
) {
  const rows = await documentRows(
    deps,
    user,
    input.locale,
    input.status ? eq(flowDocuments.status, input.status) : undefined,
  )
  return rows.map((listed) => resource(listed, input.locale))
}

export async function latestContent(deps: Pick<ApiServices, 'db'>, document: DocumentRow) {
  const version = await deps.db.query.documentVersions.findFirst({
    where: eq(documentVersions.documentId, document.id),
    orderBy: desc(documentVersions.version),
  })
  return version
    ? { content: documentContentSchema.parse(version.content), version: version.version }
    : null
}

export async function flowLocale(
  deps: Pick<ApiServices, 'db'>,
  document: DocumentRow,
): Promise<ApiLocale> {
  const flow = await deps.db.query.flows.findFirst({ where: eq(flows.id, document.flowId) })
  const locale = flow?.locale
  return locale === 'fr' || locale === 'es' || locale === 'it' ? locale : 'en'
}

export function pdfOf(
  content: DocumentContent,
  document: DocumentRow,
  author: string,
  lang: ApiLocale,
) {
  return renderPdf(content, {
    title: documentTitle(content) ?? document.name,
    author,
    lang,
    date: document.completedAt ?? document.updatedAt,
  })
}

/** The user's document by its own uuid, or the newest of the user's flow by the flow's uuid. */
export async function ownDocument(
  deps: Pick<ApiServices, 'db'>,
  user: UserRow,
  input: { documentUuid?: string; flowUuid?: string; locale: ApiLocale },
) {
  let document: DocumentRow | undefined
  if (input.flowUuid !== undefined) {
    const flow = await findOwnFlow(deps.db, input.flowUuid, user.id)
    document =
      flow &&
      (await deps.db.query.flowDocuments.findFirst({
        where: eq(flowDocuments.flowId, flow.id),
        orderBy: desc(flowDocuments.id),
      }))
  } else if (input.documentUuid !== undefined && /^[0-9a-f-]{36}$/i.test(input.documentUuid)) {
    document = await deps.db.query.flowDocuments.findFirst({
      where: and(eq(flowDocuments.uuid, input.documentUuid), eq(flowDocuments.userId, user.id)),
    })
  }
  if (!document) throw notFound(input.locale)
  return document
}

/**
 * A download: `default` is the template's own format. null while the result is not ready (the
 * route answers 204, SPEC §8).
 */
export async function downloadDocument(
  deps: DocumentFileDeps,
  user: UserRow,
  input: {
    documentUuid?: string
    flowUuid?: string
    locale: ApiLocale
    format: 'default' | DownloadFormat
  },
): Promise<DownloadedFile | null> {
  const document = await ownDocument(deps, user, input)
  if (document.status !== 'completed') return null
  const formats = formatsOf(document.output)
  const format = input.format === 'default' ? formats[0] : input.format
  if (!format || !formats.includes(format)) throw notFound(input.locale)
  const latest = await latestContent(deps, document)
  if (!latest) return null
  const lang = await flowLocale(deps, document)
  const name = `${fileStem(document.name)}.${format}`
  if (format === 'pdf') {
    const data = await pdfOf(latest.content, document, user.name, lang)
    return { data: new Uint8Array(data), type: TYPES.pdf, name }
  }
  if (format === 'docx') {
    const data = await renderDocumentDocx(latest.content, {
      locale: lang,
      title: documentTitle(latest.content) ?? document.name,
      creator: user.name,
    })
    return { data: new Uint8Array(data), type: TYPES.docx, name }
  }
  throw notFound(input.locale)
}
