// A flow's document and its versions: the generator creates it and writes its first version; the
// editor saves new ones, lists them and restores an old one; the preview reads the latest as HTML.
import { and, desc, eq, max } from 'drizzle-orm'
import type { OutputKind } from '../contract/catalogue.ts'
import { type DocumentContent, documentContentSchema, documentTitle } from '../contract/document.ts'
import {
  type DocumentContentResponse,
  type DocumentStatus,
  type DocumentVersion,
  EDITOR_GENERATOR,
} from '../contract/flow-documents.ts'
import { documentVersions, flowDocuments, type UserRow } from '../db/schema.ts'
import { renderDocumentHtml } from '../documents/render-html.ts'
import { type FlowRow, findOwnFlow } from '../flows/flow-store.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { DomainError, type FieldErrors, invalid, notFound } from './domain-error.ts'

export type FlowDocumentDeps = Pick<ApiServices, 'db' | 'clock'>
export type FlowDocumentRow = typeof flowDocuments.$inferSelect
type VersionRow = typeof documentVersions.$inferSelect
/** The user's flow, by the uuid of a path, in the caller's language. */
type FlowInput = { uuid: string; locale: ApiLocale }

/** A new document of the flow, pending until its generator writes it. */
export async function createFlowDocument(
  deps: FlowDocumentDeps,
  flow: FlowRow,
  input: { name: string; output: OutputKind },
): Promise<FlowDocumentRow> {
  const now = deps.clock.now()
  const [document] = await deps.db
    .insert(flowDocuments)
    .values({
      uuid: crypto.randomUUID(),
      flowId: flow.id,
      userId: flow.userId,
      name: input.name,
      output: input.output,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!document) throw new Error('The document was not created')
  return document
}

/** Moves a document along: processing, completed, or failed with its reason. */
export async function setDocumentStatus(
  deps: FlowDocumentDeps,
  document: FlowDocumentRow,
  status: Exclude<DocumentStatus, 'failed'> | { failed: string },
) {
  const failed = typeof status === 'object'
  await deps.db
    .update(flowDocuments)
    .set({
      status: failed ? 'failed' : status,
      failureReason: failed ? status.failed : null,
      updatedAt: deps.clock.now(),
    })
    .where(eq(flowDocuments.id, document.id))
}

/**
 * Adds the content as the document's next version, once it passes the document schema (422
 * with each issue's path under `data` otherwise). The generator calls this too.
 */
export async function addDocumentVersion(
  deps: FlowDocumentDeps,
  document: FlowDocumentRow,
  input: { data: unknown; generator: string; locale: ApiLocale },
): Promise<VersionRow> {
  const content = checkedContent(input.data, input.locale)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    // Touching the document first locks its row: concurrent saves take numbers one after another.
    await tx.update(flowDocuments).set({ updatedAt: now }).where(eq(flowDocuments.id, document.id))
    const [last] = await tx
      .select({ version: max(documentVersions.version) })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document.id))
    const [version] = await tx
      .insert(documentVersions)
      .values({
        documentId: document.id,
        version: (last?.version ?? 0) + 1,
        content,
        generator: input.generator,
        createdAt: now,
      })
      .returning()
    if (!version) throw new Error('The version was not saved')
    return version
  })
}

/** The latest version of the flow's document, with its metadata; null before there is one. */
export async function getDocumentContent(
  deps: FlowDocumentDeps,
  user: UserRow,
  input: FlowInput,
): Promise<DocumentContentResponse | null> {
  const document = await flowDocument(deps, user, input)
  const version = document && (await latestVersion(deps, document))
  return document && version ? contentResponse(document, version) : null
}

/** Saves the edited document as a new version; the document must be generated first (409). */
export function saveDocumentContent(
  deps: FlowDocumentDeps,
  user: UserRow,
  input: FlowInput & { data: unknown },
): Promise<DocumentContentResponse> {
  return saveGeneratedVersion(deps, user, { ...input, generator: EDITOR_GENERATOR })
}

/** Saves content written by `generator` (the editor, a revision) as the next version. */
export async function saveGeneratedVersion(
  deps: FlowDocumentDeps,
  user: UserRow,
  input: FlowInput & { data: unknown; generator: string },
): Promise<DocumentContentResponse> {
  const document = await editableDocument(deps, user, input)
  const version = await addDocumentVersion(deps, document, {
    data: input.data,
    generator: input.generator,
    locale: input.locale,
  })
  return contentResponse(document, version)
}

/** The versions of the flow's document, newest first; none before generation. */
export async function listDocumentVersions(
  deps: FlowDocumentDeps,
  user: UserRow,
  input: FlowInput,
): Promise<DocumentVersion[]> {
  const document = await flowDocument(deps, user, input)
  if (!document) return []
  const rows = await deps.db
    .select({
      version: documentVersions.version,
      createdAt: documentVersions.createdAt,
      generator: documentVersions.generator,
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, document.id))
    .orderBy(desc(documentVersions.version))
  return rows.map((row) => ({
    version: row.version,
    created_at: row.createdAt.toISOString(),
    generator: row.generator,
  }))
}

/** Makes an older version the latest again, as a new version that copies it. */
export async function restoreDocumentVersion(
  deps: FlowDocumentDeps,
  user: UserRow,
  input: FlowInput & { version: string },
): Promise<DocumentContentResponse> {
  const document = await editableDocument(deps, user, input)
  const number = /^[1-9]\d{0,8}$/.test(input.version) ? Number(input.version) : undefined
  const old =
    number === undefined
      ? undefined
      : await deps.db.query.documentVersions.findFirst({
          where: and(
            eq(documentVersions.documentId, document.id),
            eq(documentVersions.version, number),
          ),
        })
  if (!old) throw notFound(input.locale)
  const version = await addDocumentVersion(deps, document, {
    data: old.content,
    generator: `restore:${old.version}`,
    locale: input.locale,
  })
  return contentResponse(document, version)
}

/** The latest version as an HTML fragment; null before there is one. */
export async function documentPreviewHtml(
  deps: FlowDocumentDeps,
  user: UserRow,
  input: FlowInput,
): Promise<string | null> {
  const content = await getDocumentContent(deps, user, input)
  return content && renderDocumentHtml(content.data)
}

/** The user's flow's newest document; someone else's flow is as missing as an unknown one. */
async function flowDocument(deps: FlowDocumentDeps, user: UserRow, input: FlowInput) {
  const flow = await findOwnFlow(deps.db, input.uuid, user.id)
  if (!flow) throw notFound(input.locale)
  return deps.db.query.flowDocuments.findFirst({
    where: eq(flowDocuments.flowId, flow.id),
    orderBy: desc(flowDocuments.id),
  })
}

async function editableDocument(deps: FlowDocumentDeps, user: UserRow, input: FlowInput) {
  const document = await flowDocument(deps, user, input)
  if (document?.status !== 'completed') {
    throw new DomainError('conflict', translate(input.locale, 'documents.not_ready'))
  }
  return document
}

async function latestVersion(deps: FlowDocumentDeps, document: FlowDocumentRow) {
  return deps.db.query.documentVersions.findFirst({
    where: eq(documentVersions.documentId, document.id),
    orderBy: desc(documentVersions.version),
  })
}

function contentResponse(document: FlowDocumentRow, version: VersionRow): DocumentContentResponse {
  // Stored content was parsed before it was written; parsing it again types it without a cast.
  const data = documentContentSchema.parse(version.content)
  return {
    data,
    metadata: {
      title: documentTitle(data) ?? document.name,
      version: version.version,
      updated_at: version.createdAt.toISOString(),
      generator: version.generator,
    },
  }
}

/** The document, or 422 with a message per refused path (`data.content.0.type`). */
function checkedContent(data: unknown, locale: ApiLocale): DocumentContent {
  const result = documentContentSchema.safeParse(data)
  if (!result.success)
    throw refused(
      locale,
      result.error.issues.map((issue) => issue.path),
    )
  const unstorable = unstorableStringPath(result.data)
  if (unstorable) throw refused(locale, [unstorable])
  return result.data
}

function refused(locale: ApiLocale, paths: PropertyKey[][]) {
  const errors: FieldErrors = {}
  for (const path of paths) {
    const field = ['data', ...path.map(String)].join('.')
    errors[field] = [translate(locale, 'validation.invalid', { attribute: field })]
  }
  return invalid(locale, errors)
}

/**
 * The path of the first string PostgreSQL's jsonb cannot hold (a NUL, a lone surrogate), which
 * the schema lets through as text.
 */
function unstorableStringPath(document: DocumentContent): PropertyKey[] | undefined {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: document, path: [] }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next
    if (typeof value === 'string') {
      if (value.includes('\u0000') || !value.isWellFormed()) return path
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] })
      }
    }
  }
  return undefined
}
