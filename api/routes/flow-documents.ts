// A user's documents (SPEC §7 "Flow documents"): the list, downloads and thumbnails; and a flow's
// document for the editor: preview, content, versions and restore.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { flowDocumentListQuerySchema } from '../contract/generation.ts'
import { requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { fileResponse } from '../http/file-response.ts'
import { readFields, validateFields } from '../http/validate.ts'
import { downloadDocument, listDocuments } from '../services/document-files.ts'
import { documentThumbnail } from '../services/document-results.ts'
import { notFound } from '../services/domain-error.ts'
import {
  documentPreviewHtml,
  getDocumentContent,
  listDocumentVersions,
  restoreDocumentVersion,
  saveDocumentContent,
} from '../services/flow-documents.ts'

/** The services, the signed-in user and the flow of the path. */
async function flowOfPath(c: Context<ApiBindings>) {
  const user = await requireUser(c)
  return {
    services: c.get('services'),
    user,
    input: { uuid: c.req.param('id') ?? '', locale: c.get('locale') },
  }
}

/** A download, or 204 while the result is not ready (SPEC §8 'Document not ready yet'). */
async function download(
  c: Context<ApiBindings>,
  target: { documentUuid: string } | { flowUuid: string },
  format: 'default' | 'pdf',
) {
  const user = await requireUser(c)
  const file = await downloadDocument(c.get('services'), user, {
    ...target,
    format,
    locale: c.get('locale'),
  })
  return file ? fileResponse(file) : c.body(null, 204)
}

export const flowDocumentRoutes = new Hono<ApiBindings>()
  .get('/flow-documents', async (c) => {
    const user = await requireUser(c)
    const locale = c.get('locale')
    const { status } = validateFields(locale, flowDocumentListQuerySchema, c.req.query())
    const data = await listDocuments(c.get('services'), user, {
      locale,
      ...(status && { status }),
    })
    return c.json({ data })
  })

  .get('/flow-documents/:uuid/download', (c) =>
    download(c, { documentUuid: c.req.param('uuid') }, 'default'),
  )
  .get('/flow/:uuid/download/pdf', (c) => download(c, { flowUuid: c.req.param('uuid') }, 'pdf'))
  .get('/flow/:uuid/download/default', (c) =>
    download(c, { flowUuid: c.req.param('uuid') }, 'default'),
  )

  .get('/flow-documents/:uuid/thumbnail', async (c) => {
    const user = await requireUser(c)
    const page = Number(c.req.query('page') ?? '1')
    const locale = c.get('locale')
    if (!Number.isInteger(page) || page < 1 || page > 3) throw notFound(locale)
    const png = await documentThumbnail(c.get('services'), user, {
      documentUuid: c.req.param('uuid'),
      page,
      locale,
    })
    if (!png) return c.body(null, 204)
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    })
  })

  .get('/flows/:id/preview', async (c) => {
    const { services, user, input } = await flowOfPath(c)
    const html = await documentPreviewHtml(services, user, input)
    if (html === null) return c.body(null, 204)
    // An HTML fragment (the document's blocks, no <html> or <head>) that the web app puts in its
    // page; the policy only matters if someone opens it on its own.
    return c.body(html, 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache',
      'content-security-policy': "default-src 'none'; sandbox",
    })
  })

  .get('/flows/:id/document-content', async (c) => {
    const { services, user, input } = await flowOfPath(c)
    const content = await getDocumentContent(services, user, input)
    return content ? c.json(content) : c.body(null, 204)
  })

  .post('/flows/:id/document-content', async (c) => {
    const { services, user, input } = await flowOfPath(c)
    const { data } = await readFields(c)
    return c.json(await saveDocumentContent(services, user, { ...input, data }))
  })

  .get('/flows/:id/document-versions', async (c) => {
    const { services, user, input } = await flowOfPath(c)
    return c.json({ data: await listDocumentVersions(services, user, input) })
  })

  .post('/flows/:id/document-versions/:version/restore', async (c) => {
    const { services, user, input } = await flowOfPath(c)
    const version = c.req.param('version')
    return c.json(await restoreDocumentVersion(services, user, { ...input, version }))
  })
