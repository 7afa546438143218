// The web app's one client of the HTTP API (SPEC §7): JSON with X-Requested-With and Accept
// headers, the browser's cookies forwarded, Sanctum's XSRF handshake, and every Set-Cookie of the
// API relayed to the browser. Plain module (no framework import) so tests can drive it against
// the real reference API; app/server/api.server.ts binds it to the current request.
import { parse as parseCookies } from 'cookie'
import type { z } from 'zod'

export type ApiTransport = (request: Request) => Promise<Response>

export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  readonly statusText: string

  constructor(status: number, statusText: string, body: unknown) {
    super(messageOf(body) ?? (statusText || `HTTP ${status}`))
    this.name = 'ApiError'
    this.status = status
    this.statusText = statusText
    this.body = body
  }
}

function messageOf(body: unknown): string | undefined {
  if (
    body !== null &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string'
  ) {
    return body.message
  }
  return undefined
}

export type ApiClientOptions = {
  /** The API's origin, e.g. https://api.example.com (no trailing slash). */
  baseUrl: string
  /** The web app's origin: sent as Origin and Referer, so the API treats calls as stateful. */
  appOrigin: string
  transport: ApiTransport
  /** The browser's Cookie header. */
  cookieHeader: string | undefined
  /** The visitor's address, forwarded for the API's throttling. */
  clientIp?: string
  locale: string
  /** Called with each Set-Cookie the API answers, adapted to the app's host. */
  relaySetCookie: (value: string) => void
  /**
   * Calls on no visitor's behalf (shared public data): no Origin or Referer, so the API opens no
   * session for them.
   */
  stateless?: boolean
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The API may scope cookies to its own domain; the browser only ever sees the app's host. */
export function adaptSetCookie(value: string) {
  return value
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';')
}

export function createApiClient(options: ApiClientOptions) {
  const jar = new Map(
    Object.entries(parseCookies(options.cookieHeader ?? '')).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value] as const],
    ),
  )

  function remember(setCookie: string) {
    const [pair = ''] = setCookie.split(';')
    const separator = pair.indexOf('=')
    if (separator < 1) return
    const name = pair.slice(0, separator).trim()
    const value = decodeURIComponent(pair.slice(separator + 1).trim())
    const expired = /;\s*max-age\s*=\s*0\s*(;|$)/i.test(setCookie) || value === ''
    if (expired) jar.delete(name)
    else jar.set(name, value)
  }

  async function send(method: string, path: string, body?: unknown) {
    const headers = new Headers({
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': options.locale,
    })
    if (!options.stateless) {
      headers.set('origin', options.appOrigin)
      headers.set('referer', `${options.appOrigin}/`)
    }
    if (jar.size > 0) {
      headers.set(
        'cookie',
        [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
      )
    }
    const xsrf = jar.get('XSRF-TOKEN')
    if (xsrf) headers.set('x-xsrf-token', xsrf)
    if (options.clientIp) headers.set('x-forwarded-for', options.clientIp)
    let payload: BodyInit | undefined
    if (body instanceof FormData) {
      // Encoded here, with its length known: a FormData streamed by undici breaks (an unhandled
      // rejection) when the API stops reading it at its size limit.
      const encoded = new Response(body)
      headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data')
      payload = await encoded.arrayBuffer()
    } else if (body !== undefined) {
      headers.set('content-type', 'application/json')
      payload = JSON.stringify(body)
    }
    const response = await options.transport(
      new Request(`${options.baseUrl}${path}`, { method, headers, body: payload }),
    )
    for (const setCookie of response.headers.getSetCookie()) {
      remember(setCookie)
      options.relaySetCookie(adaptSetCookie(setCookie))
    }
    return response
  }

  /** GET /sanctum/csrf-cookie: a session and a fresh XSRF token. */
  async function handshake() {
    const response = await send('GET', '/sanctum/csrf-cookie')
    if (!response.ok) throw await apiError(response)
  }

  async function call(method: string, path: string, body?: unknown) {
    if (STATE_CHANGING.has(method) && !jar.has('XSRF-TOKEN')) await handshake()
    let response = await send(method, path, body)
    if (response.status === 419) {
      // The session or its token expired: refresh them and try once more.
      await handshake()
      response = await send(method, path, body)
    }
    if (!response.ok) throw await apiError(response)
    return response
  }

  return {
    /** A JSON call whose answer is parsed with the contract's schema. */
    async json<Schema extends z.ZodType>(
      method: string,
      path: string,
      schema: Schema,
      body?: unknown,
    ) {
      const response = await call(method, path, body)
      return schema.parse(await response.json())
    },
    /** A call answered with no content (204). */
    async empty(method: string, path: string, body?: unknown) {
      await call(method, path, body)
    },
    /** The raw response, for downloads. */
    raw: call,
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

async function apiError(response: Response) {
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  return new ApiError(response.status, response.statusText, body)
}
