// The API over real HTTP, served by srvx as in production (in-process requests do not
// show what a Node request does): limits applied while reading, chunked bodies, DELETE.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateFormResponseSchema } from '../contract/catalogue.ts'
import { flowPageSchema, flowResourceSchema } from '../contract/flows.ts'
import { userResourceSchema } from '../contract/user.ts'
import { mailOutbox } from '../db/schema.ts'
import { validAnswers } from '../testing/answers.ts'
import { APP_ORIGIN, createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import { serveOverHttp } from '../testing/http-server.ts'
import { rawRequest } from '../testing/raw-http.ts'

let api: TestApi
let served: Awaited<ReturnType<typeof serveOverHttp>>
let base = ''

beforeAll(async () => {
  api = await createTestApi()
  served = await serveOverHttp(api)
  base = served.base
})

afterAll(async () => {
  await served?.close()
  await api?.close()
})

const httpBrowser = () => served.browser()

let sequence = 0
async function signedIn() {
  const browser = httpBrowser()
  const response = await browser.register({
    email: `limits.${++sequence}.${Date.now()}@example.com`,
  })
  expect(response.status, await response.clone().text()).toBe(204)
  return browser
}

/** The browser's cookies and XSRF token, for requests sent by hand. */
function credentials(browser: TestBrowser): Record<string, string> {
  return {
    accept: 'application/json',
    origin: APP_ORIGIN,
    cookie: [...browser.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
    'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
  }
}

/** A body that arrives in 64 KiB chunks with no Content-Length; counts what the server pulled. */
function chunkedBody(totalBytes: number, fill = 0x20) {
  let sent = 0
  const chunk = new Uint8Array(64 * 1024).fill(fill)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, sent: () => sent }
}

function send(method: string, path: string, headers: Record<string, string>, body: BodyInit) {
  return fetch(`${base}${path}`, { method, headers, body, duplex: 'half' } as RequestInit)
}

describe('request bodies are limited before they are parsed', () => {
  it('refuses an announced 20 MB JSON body to /api/login with 413, unread', async () => {
    const browser = httpBrowser()
    await browser.csrf()
    const body = `{"email":"a@example.com","password":"${'x'.repeat(20 * 1024 * 1024)}"}`
    const response = await send(
      'POST',
      '/api/login',
      { ...credentials(browser), 'content-type': 'application/json' },
      body,
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The request is too large.' })
  })

  it('refuses an announced 2 MB JSON body even where the route reads no body', async () => {
    const browser = await signedIn()
    const response = await send(
      'POST',
      '/api/logout',
      { ...credentials(browser), 'content-type': 'application/json' },
      JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The request is too large.' })
    // Refused before the route ran: still signed in.
    expect((await browser.get('/api/me')).status).toBe(200)
  })

  it('cuts off a chunked body once it passes 1 MB, without taking the rest', async () => {
    const browser = httpBrowser()
    await browser.csrf()
    const body = chunkedBody(200 * 1024 * 1024)
    const response = await send(
      'POST',
      '/api/login',
      { ...credentials(browser), 'content-type': 'application/json' },
      body.stream,
    )
    expect(response.status).toBe(413)
    // The server stopped reading: far less than the 200 MB on offer was ever pulled.
    expect(body.sent()).toBeLessThan(20 * 1024 * 1024)
  })

  it('leaves the account as it was when PATCH /api/me is too large', async () => {
    const browser = await signedIn()
    const name = 'x'.repeat(2 * 1024 * 1024)
    const response = await send(
      'PATCH',
      '/api/me',
      { ...credentials(browser), 'content-type': 'application/json' },
      JSON.stringify({ name }),
    )
    expect(response.status).toBe(413)
    const me = userResourceSchema.parse(await (await browser.get('/api/me')).json())
    expect(me.data.name).toBe('Ada Lovelace')
  })

  it('refuses a 30 MB multipart upload with the upload message', async () => {
    const browser = await signedIn()
    const form = new FormData()
    form.append(
      'inputs[cv]',
      new File([new Uint8Array(30 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' }),
    )
    const response = await browser.postForm('/api/flows/cover_letter', form)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The upload is too large.' })
  })

  it('still takes an ordinary chunked JSON body', async () => {
    const browser = httpBrowser()
    await browser.csrf()
    const json = new TextEncoder().encode(
      JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
    )
    const stream = new ReadableStream({
      start: (controller) => {
        controller.enqueue(json)
        controller.close()
      },
    })
    const response = await send(
      'POST',
      '/api/login',
      { ...credentials(browser), 'content-type': 'application/json' },
      stream,
    )
    // Read and validated: the captcha is missing (422), not a size or server error.
    expect(response.status).toBe(422)
  })
})

describe('absolute URLs', () => {
  // Written byte for byte: fetch drops a Host header it is given and sends its own.
  it.each([
    ['a forged Host header', '/api/flows?page=1', { host: 'evil.example' }],
    ['an absolute-form request target', 'http://evil.example/api/flows?page=1', {}],
    ['X-Forwarded-Host', '/api/flows?page=1', { 'x-forwarded-host': 'evil.example' }],
  ])('come from the configured app URL, never from %s', async (_label, target, headers) => {
    const browser = await signedIn()
    const response = await rawRequest(base, {
      method: 'GET',
      target,
      headers: { ...credentials(browser), ...headers },
    })
    expect(response.status).toBe(200)
    const page = flowPageSchema.parse(JSON.parse(response.body))
    const urls = [
      page.meta.path,
      page.links.first,
      page.links.last,
      page.links.next,
      page.links.prev,
    ]
    for (const url of urls.filter((value) => typeof value === 'string')) {
      expect(new URL(url).origin).toBe(APP_ORIGIN)
    }
    expect(response.body).not.toContain('evil.example')
  })

  it('in mailed links too, whatever the Host header says', async () => {
    const browser = httpBrowser()
    const email = `host.${Date.now()}@example.com`
    expect((await browser.register({ email })).status).toBe(204)
    const response = await rawRequest(base, {
      method: 'POST',
      target: '/api/forgot-password',
      headers: {
        ...credentials(browser),
        host: 'evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, captcha: await browser.captcha() }),
    })
    expect(response.status, response.body).toBe(200)
    const [mail] = await api.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
    expect(mail?.html).toContain(`${APP_ORIGIN}/reset-password?`)
    expect(mail?.html).not.toContain('evil.example')
  })
})

describe('DELETE over HTTP', () => {
  it('deletes one’s own flow (204), then it is gone (404)', async () => {
    const browser = await signedIn()
    const form = templateFormResponseSchema.parse(
      await (await browser.get('/api/flow-templates/cover_letter/form')).json(),
    )
    const fields = form.data.steps[0]?.fields ?? []
    const created = await browser.post('/api/flows/cover_letter', { inputs: validAnswers(fields) })
    expect(created.status, await created.clone().text()).toBe(201)
    const { uuid } = flowResourceSchema.parse(await created.json()).data

    expect((await browser.delete(`/api/flows/${uuid}`)).status).toBe(204)
    expect((await browser.get(`/api/flows/${uuid}`)).status).toBe(404)
  })
})
