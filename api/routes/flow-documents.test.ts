// A flow's document through the real API: preview, content round trip, refused content (422 with
// paths), versions and restore, and the refusals (401, 404 for other people's flows, 409, 419,
// 413, 400).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FormField, templateFormResponseSchema } from '../contract/catalogue.ts'
import { messageSchema, validationErrorSchema } from '../contract/common.ts'
import type { DocumentContent } from '../contract/document.ts'
import {
  documentContentResponseSchema,
  documentVersionListSchema,
} from '../contract/flow-documents.ts'
import { flowResourceSchema } from '../contract/flows.ts'
import { flows } from '../db/schema.ts'
import {
  addDocumentVersion,
  createFlowDocument,
  setDocumentStatus,
} from '../services/flow-documents.ts'
import { validAnswers } from '../testing/answers.ts'
import { APP_ORIGIN, createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import { read } from '../testing/read-response.ts'

let api: TestApi
let firstStep: FormField[] = []

beforeAll(async () => {
  api = await createTestApi()
  const response = await api.browser().get('/api/flow-templates/cover_letter/form')
  firstStep = (await read(response, 200, templateFormResponseSchema)).data.steps[0]?.fields ?? []
})

afterAll(async () => {
  await api?.close()
})

const readContent = async (response: Response) => read(response, 200, documentContentResponseSchema)
const readMessage = async (response: Response, status: number) =>
  (await read(response, status, messageSchema)).message

const paragraphs = (...texts: string[]): DocumentContent => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

let sequence = 0

async function signedIn(label: string) {
  const browser = api.browser()
  const response = await browser.register({ email: `${label}.${++sequence}@example.com` })
  expect(response.status, await response.clone().text()).toBe(204)
  return browser
}

async function startFlow(browser: TestBrowser) {
  const response = await browser.post('/api/flows/cover_letter', {
    inputs: validAnswers(firstStep),
  })
  return (await read(response, 201, flowResourceSchema)).data.uuid
}

/** A flow whose document the generator has written as version 1 and completed. */
async function generatedFlow(browser: TestBrowser, content = paragraphs('Dear Ada,')) {
  const uuid = await startFlow(browser)
  const { db } = api.services
  const flow = await db.query.flows.findFirst({ where: eq(flows.uuid, uuid) })
  if (!flow) throw new Error('The flow was not stored')
  const deps = api.services
  const document = await createFlowDocument(deps, flow, { name: 'Letter', output: 'document' })
  await addDocumentVersion(deps, document, { data: content, generator: 'composer', locale: 'en' })
  await setDocumentStatus(deps, document, 'completed')
  return uuid
}

const endpoints = (uuid: string): [string, string, unknown?][] => [
  ['GET', `/api/flows/${uuid}/preview`],
  ['GET', `/api/flows/${uuid}/document-content`],
  ['POST', `/api/flows/${uuid}/document-content`, { data: paragraphs('Mine now') }],
  ['GET', `/api/flows/${uuid}/document-versions`],
  ['POST', `/api/flows/${uuid}/document-versions/1/restore`, {}],
]

/** A POST with a body sent as is, with the browser's cookies and XSRF token. */
function rawPost(browser: TestBrowser, path: string, body: string) {
  return api.app.request(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      origin: APP_ORIGIN,
      cookie: [...browser.cookies]
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
      'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
      'content-type': 'application/json',
    },
    body,
  })
}

describe('a flow document', () => {
  it('saves content as a new version and reads it back', async () => {
    const browser = await signedIn('round-trip')
    const uuid = await generatedFlow(browser)
    const generated = await readContent(await browser.get(`/api/flows/${uuid}/document-content`))
    expect(generated.data).toEqual(paragraphs('Dear Ada,'))
    expect(generated.metadata).toMatchObject({ title: 'Letter', version: 1, generator: 'composer' })

    const edited: DocumentContent = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Cover letter' }] },
        ...paragraphs('Dear Ada,', 'Yours.').content,
      ],
    }
    const saved = await readContent(
      await browser.post(`/api/flows/${uuid}/document-content`, { data: edited }),
    )
    expect(saved).toEqual({
      data: edited,
      metadata: {
        title: 'Cover letter',
        version: 2,
        updated_at: api.clock.now().toISOString(),
        generator: 'editor',
      },
    })
    expect(await readContent(await browser.get(`/api/flows/${uuid}/document-content`))).toEqual(
      saved,
    )
  })

  it('previews the latest version as a private HTML fragment, <script> text escaped', async () => {
    const browser = await signedIn('preview')
    const uuid = await generatedFlow(browser)
    const typed = '<script>alert(document.cookie)</script>'
    await readContent(
      await browser.post(`/api/flows/${uuid}/document-content`, { data: paragraphs(typed) }),
    )
    const response = await browser.get(`/api/flows/${uuid}/preview`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/^private\b/)
    const html = await response.text()
    expect(html).toBe('<p>&lt;script&gt;alert(document.cookie)&lt;/script&gt;</p>')
  })

  it('answers 204 to the preview and the content before generation, 409 to an edit', async () => {
    const browser = await signedIn('not-ready')
    const uuid = await startFlow(browser)
    expect((await browser.get(`/api/flows/${uuid}/preview`)).status).toBe(204)
    expect((await browser.get(`/api/flows/${uuid}/document-content`)).status).toBe(204)
    const versions = await browser.get(`/api/flows/${uuid}/document-versions`)
    expect(await read(versions, 200, documentVersionListSchema)).toEqual({ data: [] })
    const save = await browser.post(`/api/flows/${uuid}/document-content`, {
      data: paragraphs('Too early'),
    })
    expect(await readMessage(save, 409)).toBe('The document is not ready yet.')
  })

  it.each([
    ['an unknown node', { type: 'doc', content: [{ type: 'video' }] }, 'data.content.0.type'],
    ['a script node', { type: 'doc', content: [{ type: 'script' }] }, 'data.content.0.type'],
    [
      'a javascript: link',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
      'data.content.0.content.0.marks.0.attrs.href',
    ],
    ['a lone surrogate', paragraphs('a\ud800b'), 'data.content.0.content.0.text'],
    ['no document at all', 'hello', 'data'],
  ])('refuses %s with 422 and the path', async (_label, data, path) => {
    const browser = await signedIn('refused')
    const uuid = await generatedFlow(browser)
    const response = await browser.post(`/api/flows/${uuid}/document-content`, { data })
    const body = await read(response, 422, validationErrorSchema)
    expect(Object.keys(body.errors)).toContain(path)
    const latest = await readContent(await browser.get(`/api/flows/${uuid}/document-content`))
    expect(latest.metadata.version).toBe(1)
  })

  it('restores version 1 after three saves as version 4, equal to version 1', async () => {
    const browser = await signedIn('restore')
    const uuid = await startFlow(browser)
    const { db } = api.services
    const flow = await db.query.flows.findFirst({ where: eq(flows.uuid, uuid) })
    if (!flow) throw new Error('The flow was not stored')
    const document = await createFlowDocument(api.services, flow, { name: 'L', output: 'document' })
    await setDocumentStatus(api.services, document, 'completed')
    for (const text of ['one', 'two', 'three']) {
      const saved = await readContent(
        await browser.post(`/api/flows/${uuid}/document-content`, { data: paragraphs(text) }),
      )
      expect(saved.data).toEqual(paragraphs(text))
    }
    const restored = await readContent(
      await browser.post(`/api/flows/${uuid}/document-versions/1/restore`),
    )
    expect(restored.data).toEqual(paragraphs('one'))
    expect(restored.metadata).toMatchObject({ version: 4, generator: 'restore:1' })
    const list = await read(
      await browser.get(`/api/flows/${uuid}/document-versions`),
      200,
      documentVersionListSchema,
    )
    expect(list.data.map((version) => version.version)).toEqual([4, 3, 2, 1])
    expect(await (await browser.get(`/api/flows/${uuid}/preview`)).text()).toBe('<p>one</p>')
    const missing = await browser.post(`/api/flows/${uuid}/document-versions/9/restore`)
    expect(await readMessage(missing, 404)).toBe('Not found.')
  })

  it("answers 404 on every endpoint for another user's flow, leaving it untouched", async () => {
    const owner = await signedIn('owner')
    const uuid = await generatedFlow(owner)
    const intruder = await signedIn('intruder')
    for (const id of [uuid, 'not-a-uuid', crypto.randomUUID()]) {
      for (const [method, path, body] of endpoints(id)) {
        const response = await intruder.request(method, path, body)
        expect(await readMessage(response, 404), `${method} ${path}`).toBe('Not found.')
      }
    }
    const after = await readContent(await owner.get(`/api/flows/${uuid}/document-content`))
    expect(after.metadata.version).toBe(1)
  })

  it('answers 401 to a visitor and 419 to a write without the XSRF header', async () => {
    const owner = await signedIn('xsrf')
    const uuid = await generatedFlow(owner)
    const visitor = api.browser()
    await visitor.csrf()
    for (const [method, path, body] of endpoints(uuid)) {
      const response = await visitor.request(method, path, body)
      expect(await readMessage(response, 401), `${method} ${path}`).toBe('Unauthenticated.')
    }
    for (const [method, path, body] of endpoints(uuid).filter(([method]) => method === 'POST')) {
      const response = await owner.request(method, path, body, { 'x-xsrf-token': '' })
      expect(await readMessage(response, 419), path).toBe('CSRF token mismatch.')
    }
    const after = await readContent(await owner.get(`/api/flows/${uuid}/document-content`))
    expect(after.metadata.version).toBe(1)
  })

  it('answers 413 to a body over the limit and 400 to malformed JSON', async () => {
    const browser = await signedIn('hostile')
    const uuid = await generatedFlow(browser)
    const path = `/api/flows/${uuid}/document-content`
    const huge = await browser.post(path, { data: paragraphs('x'.repeat(1024 * 1024)) })
    expect(await readMessage(huge, 413)).toBe('The request is too large.')
    for (const body of ['{"data": {"type": "doc"', '', 'data=x']) {
      const response = await rawPost(browser, path, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const after = await readContent(await browser.get(path))
    expect(after.metadata.version).toBe(1)
  })
})
