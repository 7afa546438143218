// Generation through the real API and its in-process worker (pg-boss on the test database):
// process → completion status → final result, downloads and thumbnails, the user's documents,
// remaining requests, the "document ready" mail and its unsubscribe link; and the refusals.
import { desc, eq } from 'drizzle-orm'
import mammoth from 'mammoth'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageSchema, validationErrorSchema } from '../contract/common.ts'
import { documentContentResponseSchema } from '../contract/flow-documents.ts'
import { dependentContentResponseSchema, flowResourceSchema } from '../contract/flows.ts'
import {
  completionStatusSchema,
  finalResultSchema,
  flowDocumentListSchema,
} from '../contract/generation.ts'
import { healthResponseSchema } from '../contract/health.ts'
import { flows, flowTemplates, generations, mailOutbox, users } from '../db/schema.ts'
import { eventually } from '../jobs/testing.ts'
import { createFlowDocument } from '../services/flow-documents.ts'
import { validAnswers } from '../testing/answers.ts'
import { generationFlows } from '../testing/generation-flows.ts'
import { APP_ORIGIN, createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import { read } from '../testing/read-response.ts'

let api: TestApi
const { stepsOf, signedIn, answeredFlow, status, finished: completed } = generationFlows(() => api)

beforeAll(async () => {
  api = await createTestApi()
})

afterAll(async () => {
  await api?.close()
})

describe('processing a flow', () => {
  it('writes the document with the embedded composer', async () => {
    const browser = await signedIn('process')
    const uuid = await answeredFlow(browser)
    const response = await browser.post(`/api/flows/${uuid}/process`, {
      documentName: 'Lettre pour Acme',
    })
    const accepted = await read(response, 202, completionStatusSchema)
    expect(accepted).toMatchObject({ status: 'processing', reason: null })
    const done = await completed(browser, uuid)
    expect(done).toMatchObject({ status: 'completed', progress: 100, reason: null })
    expect(done.document_uuid).toBe(accepted.document_uuid)

    const content = await read(
      await browser.get(`/api/flows/${uuid}/document-content`),
      200,
      documentContentResponseSchema,
    )
    expect(content.metadata).toMatchObject({ version: 1, generator: 'assembly' })
    const preview = await (await browser.get(`/api/flows/${uuid}/preview`)).text()
    expect(preview).toContain('Ada Lovelace')

    const final = (
      await read(await browser.get(`/api/flows/${uuid}/final`), 200, finalResultSchema)
    ).data
    expect(final).toMatchObject({
      uuid: accepted.document_uuid,
      name: 'Lettre pour Acme',
      output: 'document',
      status: 'completed',
      path: 'lettre-pour-acme.docx',
      formats: ['docx', 'pdf'],
      generator: 'assembly',
      flow: { uuid, template: { slug: 'cover-letter' } },
    })
    expect(final.thumbnails.length).toBeGreaterThanOrEqual(1)
    expect(final.thumbnail).toBe(final.thumbnails[0])
  })

  it('downloads the DOCX and the PDF with the answers in them, privately, named from the document', async () => {
    const browser = await signedIn('download')
    const uuid = await answeredFlow(browser)
    await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Candidature été 2027' })
    const done = await completed(browser, uuid)

    const docx = await browser.get(`/api/flow-documents/${done.document_uuid}/download`)
    expect(docx.status).toBe(200)
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(docx.headers.get('cache-control')).toMatch(/^private\b/)
    expect(decodeURIComponent(docx.headers.get('x-content-filename') ?? '')).toBe(
      'candidature-ete-2027.docx',
    )
    const { value: docxText } = await mammoth.extractRawText({
      buffer: Buffer.from(await docx.arrayBuffer()),
    })
    expect(docxText).toContain('Ada Lovelace')

    const pdf = await browser.get(`/api/flow/${uuid}/download/pdf`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
      mergePages: true,
    })
    expect(text).toContain('Ada Lovelace')

    const byDefault = await browser.get(`/api/flow/${uuid}/download/default`)
    expect(decodeURIComponent(byDefault.headers.get('x-content-filename') ?? '')).toMatch(/\.docx$/)

    const thumbnail = await browser.get(
      `/api/flow-documents/${done.document_uuid}/thumbnail?page=1`,
    )
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/png')
    const png = new Uint8Array(await thumbnail.arrayBuffer())
    expect([...png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
  })

  it('answers 204 to downloads while the document is not written yet', async () => {
    const browser = await signedIn('not-ready')
    const uuid = await answeredFlow(browser)
    const flow = await api.services.db.query.flows.findFirst({ where: eq(flows.uuid, uuid) })
    if (!flow) throw new Error('no flow')
    const document = await createFlowDocument(api.services, flow, {
      name: 'Later',
      output: 'document',
    })
    expect((await browser.get(`/api/flow/${uuid}/download/pdf`)).status).toBe(204)
    expect((await browser.get(`/api/flow/${uuid}/download/default`)).status).toBe(204)
    expect((await browser.get(`/api/flow-documents/${document.uuid}/download`)).status).toBe(204)
    expect((await browser.get(`/api/flow-documents/${document.uuid}/thumbnail`)).status).toBe(204)
    const final = await browser.get(`/api/flows/${uuid}/final`)
    expect((await read(final, 409, messageSchema)).message).toBe('The document is not ready yet.')
  })

  it('enqueues one job when process is asked twice at once, and counts one request', async () => {
    const browser = await signedIn('twice')
    const uuid = await answeredFlow(browser)
    const before = await remaining(browser)
    const [first, second] = await Promise.all([
      browser.post(`/api/flows/${uuid}/process`, { documentName: 'One' }),
      browser.post(`/api/flows/${uuid}/process`, { documentName: 'Two' }),
    ])
    const a = await read(first, 202, completionStatusSchema)
    const b = await read(second, 202, completionStatusSchema)
    expect(a.document_uuid).toBe(b.document_uuid)
    await completed(browser, uuid)
    const user = await userOf(browser)
    const rows = await api.services.db
      .select()
      .from(generations)
      .where(eq(generations.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(await remaining(browser)).toBe(before - 1)
    const jobs = await api.services.jobs.boss.findJobs('generate-document', {
      data: { documentId: rows[0]?.documentId },
    })
    expect(jobs).toHaveLength(1)
  })

  it('lists the user’s documents, filtered by status, and no one else’s', async () => {
    const browser = await signedIn('list')
    const uuid = await answeredFlow(browser)
    await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Listed' })
    await completed(browser, uuid)
    const other = await signedIn('list-other')
    await answeredFlow(other)

    const all = await read(await browser.get('/api/flow-documents'), 200, flowDocumentListSchema)
    expect(all.data.map((document) => document.name)).toEqual(['Listed'])
    const done = await browser.get('/api/flow-documents?status=completed')
    expect((await read(done, 200, flowDocumentListSchema)).data).toHaveLength(1)
    const failed = await browser.get('/api/flow-documents?status=failed')
    expect((await read(failed, 200, flowDocumentListSchema)).data).toEqual([])
    const wrong = await browser.get('/api/flow-documents?status=lost')
    expect(Object.keys((await read(wrong, 422, validationErrorSchema)).errors)).toEqual(['status'])
  })

  it('mails the user when the document is ready, with a one-click unsubscribe that works', async () => {
    const browser = await signedIn('mail', 'fr')
    const uuid = await answeredFlow(browser)
    await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Ma lettre' })
    await completed(browser, uuid)
    const user = await userOf(browser)
    // Sent once the document is saved: a moment after the status reads completed.
    const [mail] = await eventually(
      () =>
        api.services.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, user.email))
          .orderBy(desc(mailOutbox.id))
          .limit(1),
      (rows) => rows.length > 0,
    )
    expect(mail?.subject).toBe('Votre document « Ma lettre » est prêt')
    expect(mail?.text).toContain(`${APP_ORIGIN}/fr/successful-flow?flow_uuid=${uuid}`)
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const path = unsubscribe.replace(APP_ORIGIN, '')

    // Following the link only asks; a mail client's one-click POST (no cookies) does it.
    const page = await api.app.request(path, { headers: { 'accept-language': 'fr' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Ne plus recevoir ces e-mails')
    expect((await userOf(browser)).documentEmails).toBe(true)
    const oneClick = await api.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await userOf(browser)).documentEmails).toBe(false)

    const forged = await api.app.request(`${path.slice(0, -3)}abc`, { method: 'POST' })
    expect(forged.status).toBe(404)

    // Off means off: the next document sends nothing.
    const count = async () =>
      (await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email)))
        .length
    const mails = await count()
    const next = await answeredFlow(browser)
    await browser.post(`/api/flows/${next}/process`, { documentName: 'Encore' })
    await completed(browser, next)
    expect(await count()).toBe(mails)
  })

  it('lets the user pick another page as the thumbnail, and only one of its pages', async () => {
    const browser = await signedIn('thumbnail')
    const uuid = await answeredFlow(browser)
    await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Pages' })
    await completed(browser, uuid)
    const final = (
      await read(await browser.get(`/api/flows/${uuid}/final`), 200, finalResultSchema)
    ).data
    const last = final.thumbnails.at(-1) ?? ''
    const chosen = await browser.post(`/api/flows/${uuid}/select-thumbnail`, {
      document_path: last,
    })
    expect((await read(chosen, 200, finalResultSchema)).data.thumbnail).toBe(last)
    const refused = await browser.post(`/api/flows/${uuid}/select-thumbnail`, {
      document_path: 'https://evil.example/x.png',
    })
    expect(Object.keys((await read(refused, 422, validationErrorSchema)).errors)).toEqual([
      'document_path',
    ])
  })
})

describe('processing from an outline', () => {
  it('writes the sections in the edited order, drops the removed ones, adds the new ones', async () => {
    const browser = await signedIn('outline')
    const uuid = await answeredFlow(browser)
    const proposed = await browser.get(`/api/flow-dependent-content/${uuid}/steps/3`)
    const { outline } = (await read(proposed, 200, dependentContentResponseSchema)).data
    const lines = (outline ?? '').split('\n')
    expect(lines).toHaveLength(6)
    // A new opening section, the sign-off before the header, and the middle three left out.
    const edited = [
      '1. A word first — I have followed your work since 2019.',
      lines[5],
      lines[0],
    ].join('\n')
    const response = await browser.post(`/api/flows/${uuid}/process-from-outline`, {
      documentName: 'Short letter',
      outline: edited,
    })
    await read(response, 202, completionStatusSchema)
    expect((await completed(browser, uuid)).status).toBe('completed')
    const content = await read(
      await browser.get(`/api/flows/${uuid}/document-content`),
      200,
      documentContentResponseSchema,
    )
    const paragraphs = content.data.content.map((block) =>
      block.type === 'paragraph'
        ? (block.content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('')
        : block.type,
    )
    expect(paragraphs[0]).toBe('I have followed your work since 2019.')
    expect(paragraphs.join('\n')).toMatch(/Yours (sincerely|faithfully),[\s\S]*Ada Lovelace/)
    // What the user sent is kept as the outline answer: the flow can be processed again from it.
    const again = await browser.post(`/api/flows/${uuid}/process-from-outline`, {})
    expect(again.status).toBe(202)
    expect((await completed(browser, uuid)).status).toBe('completed')
    const second = await read(
      await browser.get(`/api/flows/${uuid}/document-content`),
      200,
      documentContentResponseSchema,
    )
    expect(second.data).toEqual(content.data)
  })
})

describe('refusals', () => {
  it('names the step to finish when answers are missing', async () => {
    const browser = await signedIn('incomplete')
    const [first] = await stepsOf('cover_letter')
    const created = await browser.post('/api/flows/cover_letter', {
      inputs: validAnswers(first?.fields ?? []),
    })
    const uuid = (await read(created, 201, flowResourceSchema)).data.uuid
    const response = await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Early' })
    expect((await read(response, 422, validationErrorSchema)).message).toBe(
      'Please answer every question of step 2 first.',
    )
    expect((await status(browser, uuid)).status).toBe('in_progress')
  })

  it('says when no free request is left this month, in the user’s language, with 402', async () => {
    const browser = await signedIn('quota', 'fr')
    const uuid = await answeredFlow(browser)
    const user = await userOf(browser)
    const template = await api.services.db.query.flowTemplates.findFirst({
      where: eq(flowTemplates.key, 'cover_letter'),
    })
    if (!template) throw new Error('no template')
    await api.services.db.insert(generations).values(
      Array.from({ length: template.freeRequestsPerMonth }, () => ({
        userId: user.id,
        templateId: template.id,
        generator: 'assembly',
        completedAt: api.clock.now(),
      })),
    )
    const response = await browser.post(
      `/api/flows/${uuid}/process`,
      { documentName: 'Trop' },
      { 'accept-language': 'fr' },
    )
    expect((await read(response, 402, messageSchema)).message).toBe(
      `Vous avez utilisé les ${template.freeRequestsPerMonth} demandes gratuites de ce mois-ci pour cet outil. Choisissez une formule pour continuer.`,
    )
    expect((await status(browser, uuid)).status).toBe('in_progress')
  })

  it('refuses to revise by instruction without an AI provider, and says why', async () => {
    const browser = await signedIn('revise')
    const uuid = await answeredFlow(browser)
    await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Revise' })
    await completed(browser, uuid)
    const response = await browser.post('/api/revise-and-retry-flow', {
      flowId: uuid,
      instruction: 'Make it shorter',
    })
    expect((await read(response, 400, messageSchema)).message).toMatch(
      /needs an AI writing service/,
    )
  })

  it('does not process music here yet, with a clear message', async () => {
    const browser = await signedIn('music')
    const uuid = await answeredFlow(browser, 'brand_jingle')
    const response = await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Jingle' })
    expect((await read(response, 400, messageSchema)).message).toBe(
      'This tool cannot produce its result yet.',
    )
  })

  it('answers 404 for another user’s flow or document on every endpoint, 401 signed out', async () => {
    const owner = await signedIn('owner')
    const uuid = await answeredFlow(owner)
    await owner.post(`/api/flows/${uuid}/process`, { documentName: 'Mine' })
    const done = await completed(owner, uuid)
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/flows/${uuid}/process`, { documentName: 'Theirs' }],
      ['POST', `/api/flows/${uuid}/process-from-outline`, { outline: '1. Intro' }],
      ['GET', `/api/flows/${uuid}/completion-status`],
      ['GET', `/api/flows/${uuid}/final`],
      ['POST', `/api/flows/${uuid}/select-thumbnail`, { document_path: 'x' }],
      ['GET', `/api/flow/${uuid}/download/pdf`],
      ['GET', `/api/flow/${uuid}/download/default`],
      ['GET', `/api/flow-documents/${done.document_uuid}/download`],
      ['GET', `/api/flow-documents/${done.document_uuid}/thumbnail`],
    ]
    const stranger = await signedIn('stranger')
    for (const [method, path, body] of calls) {
      const response = await stranger.request(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
      const anonymous = await api.browser().request(method, path, body)
      expect([401, 419], `${method} ${path} signed out`).toContain(anonymous.status)
    }
    const revise = await stranger.post('/api/revise-and-retry-flow', {
      flowId: uuid,
      instruction: 'x',
    })
    expect([400, 404]).toContain(revise.status)
  })

  it('refuses a write without its CSRF token (419), a malformed body (400), an oversized one (413)', async () => {
    const browser = await signedIn('hostile')
    const uuid = await answeredFlow(browser)
    const cookies = [...browser.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ')
    const post = (body: string, headers: Record<string, string> = {}) =>
      api.app.request(`/api/flows/${uuid}/process`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          origin: APP_ORIGIN,
          cookie: cookies,
          'content-type': 'application/json',
          'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
          ...headers,
        },
        body,
      })
    expect((await post('{"documentName":"x"}', { 'x-xsrf-token': 'wrong' })).status).toBe(419)
    expect((await post('{"documentName":')).status).toBe(400)
    expect((await post(JSON.stringify({ documentName: 'x'.repeat(2_000_000) }))).status).toBe(413)
    const blank = await post(JSON.stringify({ documentName: '   ' }))
    expect(Object.keys((await read(blank, 422, validationErrorSchema)).errors)).toEqual([
      'documentName',
    ])
    const wrongType = await post(JSON.stringify({ documentName: ['a'] }))
    expect(wrongType.status).toBe(422)
    expect((await status(browser, uuid)).status).toBe('in_progress')
  })

  it('names the generator in /api/health', async () => {
    const health = await read(await api.browser().get('/api/health'), 200, healthResponseSchema)
    expect(health.generator).toEqual({ name: 'assembly' })
  })
})

async function userOf(browser: TestBrowser) {
  const response = await browser.get('/api/me')
  const { email } = ((await response.json()) as { data: { email: string } }).data
  const user = await api.services.db.query.users.findFirst({ where: eq(users.email, email) })
  if (!user) throw new Error('no user')
  return user
}

async function remaining(browser: TestBrowser) {
  const response = await browser.get('/api/flow-templates/cover_letter/remaining-requests')
  return ((await response.json()) as { remaining_requests: number }).remaining_requests
}
