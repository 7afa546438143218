// Runs the real API (Hono app, migrated database, real services) for a test file, with a fake
// clock and a browser-like client that keeps cookies and answers the XSRF handshake.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseCookie } from 'cookie'
import { parseApiEnv } from '../env.ts'
import { startApi } from '../runtime.ts'
import { fakeClock } from '../services/clock.ts'
import { solveAltcha } from './solve-altcha.ts'
import { createTestDatabase } from './test-database.ts'

export const APP_ORIGIN = 'http://localhost:3000'

export async function createTestApi(env: Record<string, string> = {}) {
  const clock = fakeClock()
  const database = await createTestDatabase()
  const storageDir = await mkdtemp(join(tmpdir(), 'docugen-files-'))
  const api = await startApi(
    parseApiEnv({ APP_ENV: 'test', PORT: '3000', APP_URL: APP_ORIGIN, ...env }),
    { database: database.options, clock, altchaDifficulty: 20, storageDir },
  )
  return {
    ...api,
    clock,
    /** A new visitor: an empty cookie jar. */
    browser: (origin = APP_ORIGIN) => new TestBrowser(api.app, origin),
    close: async () => {
      await api.close()
      await database.drop()
      await rm(storageDir, { recursive: true, force: true })
    },
  }
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>

type Fetcher = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

export class TestBrowser {
  readonly cookies = new Map<string, string>()
  private readonly app: Fetcher
  private readonly origin: string

  constructor(app: Fetcher, origin: string) {
    this.app = app
    this.origin = origin
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    // Encoded up front, as a browser does: the body then has a Content-Length. (A FormData body
    // streamed by undici also breaks when the API stops reading it at its size limit.)
    const encoded = body instanceof FormData ? new Response(body) : undefined
    const form = encoded
      ? {
          type: encoded.headers.get('content-type') ?? 'multipart/form-data',
          bytes: new Uint8Array(await encoded.arrayBuffer()),
        }
      : undefined
    const xsrf = this.cookies.get('XSRF-TOKEN')
    const response = await this.app.request(path, {
      method,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(this.origin && { origin: this.origin, referer: `${this.origin}/` }),
        ...(this.cookies.size > 0 && {
          cookie: [...this.cookies]
            .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
            .join('; '),
        }),
        ...(xsrf && { 'x-xsrf-token': xsrf }),
        ...(form && { 'content-type': form.type }),
        ...(body !== undefined && !form && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(form ? { body: form.bytes } : body !== undefined && { body: JSON.stringify(body) }),
    })
    for (const line of response.headers.getSetCookie()) this.store(line)
    return response
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers)
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers)
  }

  /** A multipart form, as the flow forms send their answers and files. */
  postForm(path: string, form: FormData, headers?: Record<string, string>) {
    return this.request('POST', path, form, headers)
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers)
  }

  patch(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('PATCH', path, body, headers)
  }

  /** GET /sanctum/csrf-cookie, as the SPA does before its first write. */
  async csrf() {
    return this.get('/sanctum/csrf-cookie')
  }

  /** Solves a fresh human-verification challenge, as the browser widget does. */
  async captcha() {
    const response = await this.get('/api/captcha/challenge')
    return solveAltcha(await response.json())
  }

  async register(fields: { name?: string; email: string; password?: string; lang?: string }) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf()
    return this.post('/api/register', {
      name: 'Ada Lovelace',
      password: 'correct horse battery',
      ...fields,
      captcha: await this.captcha(),
    })
  }

  async login(email: string, password = 'correct horse battery') {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf()
    return this.post('/api/login', { email, password, captcha: await this.captcha() })
  }

  private store(line: string) {
    const [pair = ''] = line.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    const value = parseCookie(pair)[name] ?? ''
    const expired = /max-age=0(?:;|$)/i.test(line) || value === ''
    if (expired) this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}
