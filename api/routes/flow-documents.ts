// A flow's document for the editor: preview, content, versions and restore (SPEC §7 "Flow documents").
import type { Context } from 'hono'
import { Hono } from 'hono'
import { requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { readFields } from '../http/validate.ts'
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

export const flowDocumentRoutes = new Hono<ApiBindings>()
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
