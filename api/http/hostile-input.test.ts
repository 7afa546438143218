// Hostile requests never make the API answer 500: malformed paths, queries, bodies and headers,
// sent in-process and byte for byte over real HTTP (where srvx builds the request itself).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { templateFormResponseSchema } from '../contract/catalogue.ts'
import { flowResourceSchema } from '../contract/flows.ts'
import { es } from '../i18n/es.ts'
import { fr } from '../i18n/fr.ts'
import { validAnswers } from '../testing/answers.ts'
import { APP_ORIGIN, createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import { serveOverHttp } from '../testing/http-server.ts'
import { rawRequest } from '../testing/raw-http.ts'

let api: TestApi
let served: Awaited<ReturnType<typeof serveOverHttp>>
let member: TestBrowser
let flowUuid = ''

beforeAll(async () => {
  api = await createTestApi()
  served = await serveOverHttp(api)
  member = api.browser()
  expect((await member.register({ email: `hostile.${Date.now()}@example.com` })).status).toBe(204)
  const form = templateFormResponseSchema.parse(
    await (await member.get('/api/flow-templates/cover_letter/form')).json(),
  )
  const inputs = validAnswers(form.data.steps[0]?.fields ?? [])
  const created = await member.post('/api/flows/cover_letter', { inputs })
  flowUuid = flowResourceSchema.parse(await created.json()).data.uuid
})

afterAll(async () => {
  await served?.close()
  await api?.close()
})

/** The member's cookies and XSRF token, for requests written by hand. */
function credentials(): Record<string, string> {
  return {
    accept: 'application/json',
    origin: APP_ORIGIN,
    cookie: [...member.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
    'x-xsrf-token': member.cookies.get('XSRF-TOKEN') ?? '',
  }
}

type Hostile = {
  method: string
  target: string
  headers?: Record<string, string | undefined>
  body?: string
  /** The client goes away once this is sent (over HTTP). */
  hangUp?: boolean
}

const get = (target: string, headers?: Hostile['headers']): Hostile => ({
  method: 'GET',
  target,
  headers,
})
const send = (
  method: string,
  target: string,
  type: string,
  body: string,
  headers?: Hostile['headers'],
): Hostile => ({ method, target, headers: { 'content-type': type, ...headers }, body })
const json = (target: string, body: string) => send('POST', target, 'application/json', body)
const urlencoded = (target: string, body: string) =>
  send('POST', target, 'application/x-www-form-urlencoded', body)

const BOUNDARY = 'hostile'
/** A multipart body written by hand, so that its parts can be what no browser would send. */
const multipart = (target: string, ...parts: [headers: string, content: string][]) =>
  send(
    'POST',
    target,
    `multipart/form-data; boundary=${BOUNDARY}`,
    parts.map(([head, content]) => `--${BOUNDARY}\r\n${head}\r\n\r\n${content}\r\n`).join('') +
      `--${BOUNDARY}--\r\n`,
  )
const part = (name: string, file?: { name: string; type: string }) =>
  `Content-Disposition: form-data; name="${name}"` +
  (file ? `; filename="${file.name}"\r\nContent-Type: ${file.type}` : '')

const LOGIN = '/api/login'
const STEP = '/api/flows/{flow}/steps'
const UPDATE = '/api/flows/{flow}/update'

const cases: [label: string, request: Hostile, status: number][] = [
  // Paths
  ['broken percent-encoding in a flow id', get('/api/flows/%E0%A4%A'), 404],
  ['broken percent-encoding before a step', json('/api/flows/%E0%A4%A/steps/1', '{}'), 404],
  ['a lone percent sign', get('/api/flow-templates/%/form'), 404],
  ['an encoded surrogate', get('/api/flow-templates/%ED%A0%80/form'), 404],
  ['a protocol-relative path with dot segments', get('//x/%2e%2e'), 404],
  ['encoded dot segments', get('/api/%2e%2e/%2e%2e/etc/passwd'), 404],
  ['encoded slashes', get('/api/flows/..%2f..%2fme'), 404],
  ['a NUL in a flow id', get('/api/flows/%00'), 404],
  ['a NUL in a template id', get('/api/flow-templates/a%00b/form'), 404],
  ['a NUL in a landing page', get('/api/landing-pages/%00'), 404],
  ['a NUL in a namespace', get('/api/translations/%00/en'), 200],
  ['a NUL in an email', get('/api/check-user-exists/a%00%40example.com'), 422],
  ['a NUL in a flow type', get('/api/flows/type/%00'), 404],
  ['a huge template id', get('/api/flow-templates/99999999999999999999/form'), 404],
  ['a huge step', get('/api/flow-dependent-content/{flow}/steps/99999999999999999999'), 404],
  ['a NUL step', json(`${STEP}/%00`, '{}'), 404],
  ['a huge step answered', json(`${STEP}/1e400`, '{}'), 404],
  ['step zero', json(`${STEP}/0`, '{}'), 404],
  ['a fractional step', json(`${STEP}/1.5`, '{}'), 404],
  ['an unknown method', { method: 'PROPFIND', target: '/api/me' }, 404],
  ['HEAD', { method: 'HEAD', target: '/api/me' }, 200],
  // Queries
  ['a NUL in a search', get('/api/combined-search?searchQuery=%00'), 422],
  ['broken encoding in a search', get('/api/combined-search?searchQuery=%E0%A4%A'), 200],
  ['search operators only', get('/api/combined-search?searchQuery=%27%26%7C!%3A*()%5C'), 200],
  ['two searches', get('/api/combined-search?searchQuery=a&searchQuery=b'), 200],
  ['a search array', get('/api/combined-search?searchQuery[]=a'), 200],
  ['a huge page', get('/api/flows?page=99999999999999999999999&per_page=1e400'), 200],
  ['a negative page', get('/api/flows?page=-1&per_page=NaN'), 200],
  ['page arrays', get('/api/flows?page[]=1&per_page[0]=2'), 200],
  ['a huge page of a type', get('/api/flows/type/document?page=1e308'), 200],
  ['prototype keys in the query', get('/api/flows?__proto__=1&constructor=2&page=2'), 200],
  ['a NUL in lang', get('/api/flow-templates?lang=%00'), 200],
  ['a lang array', get('/api/me?lang[]=fr'), 200],
  // Bodies
  ['invalid JSON', json(LOGIN, '{"email":'), 400],
  ['a JSON array', json(LOGIN, '[1,2]'), 422],
  ['a JSON string', json(LOGIN, '"x"'), 422],
  ['JSON null', json(LOGIN, 'null'), 422],
  ['a JSON infinity', json(LOGIN, '{"email":1e999}'), 422],
  [
    'arrays for strings',
    json(LOGIN, '{"email":["a@example.com"],"password":["x"],"captcha":[]}'),
    422,
  ],
  ['objects for strings', json(LOGIN, '{"email":{"$ne":1},"password":{},"captcha":{}}'), 422],
  ['a NUL in JSON', json(LOGIN, '{"email":"a\\u0000@example.com","password":"x"}'), 422],
  [
    'a lone surrogate in JSON',
    json(LOGIN, '{"email":"\\ud800@example.com","password":"\\udfff"}'),
    422,
  ],
  ['deeply nested JSON', json(LOGIN, `${'['.repeat(100_000)}${']'.repeat(100_000)}`), 422],
  [
    'prototype keys in JSON',
    send(
      'PATCH',
      '/api/me',
      'application/json',
      '{"__proto__":{"name":"x"},"constructor":{"prototype":{}}}',
    ),
    200,
  ],
  [
    'a number for a name',
    send('PATCH', '/api/me', 'application/json', '{"name":123,"lang":["fr"]}'),
    422,
  ],
  ['broken urlencoding', urlencoded(LOGIN, 'email=%E0%A4%A&password=%'), 422],
  ['repeated urlencoded fields', urlencoded(LOGIN, 'email=a&email=b&password[]=x'), 422],
  ['multipart without a boundary', send('POST', LOGIN, 'multipart/form-data', 'email=a'), 400],
  [
    'multipart with a broken body',
    send(
      'POST',
      LOGIN,
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nzz`,
    ),
    400,
  ],
  ['a part with no name', multipart(UPDATE, ['Content-Disposition: form-data', 'x']), 400],
  ['JSON sent as text', send('POST', LOGIN, 'text/plain', '{"email":"a@example.com"}'), 422],
  [
    'JSON in UTF-16',
    send('POST', LOGIN, 'application/json; charset=utf-16', '{"email":"a@example.com"}'),
    422,
  ],
  [
    'a gzip body that is not',
    send('POST', LOGIN, 'application/json', '{"email":"a@example.com"}', {
      'content-encoding': 'gzip',
    }),
    422,
  ],
  ['an email array', json('/api/forgot-password', '{"email":["a@example.com"]}'), 422],
  [
    'a token array',
    json('/api/reset-password', '{"token":["x"],"email":"a@example.com","password":"p"}'),
    422,
  ],
  ['a NUL token', json('/api/auto-login', '{"token":"\\u0000","login_token":"\\u0000"}'), 422],
  [
    'a credential that is no JWT',
    json('/api/google-login', '{"credential":"a.b.c","clientId":"%%%"}'),
    400,
  ],
  ['a NUL confirmation token', json('/api/email-change/confirm', '{"token":"\\u0000"}'), 422],
  // Answers
  ['answers as an array', json('/api/flows/cover_letter', '{"inputs":[1,2]}'), 422],
  [
    'answers nested',
    json(`${STEP}/1`, '{"inputs":{"job_title":{"x":1},"cv_file":"not a file"}}'),
    422,
  ],
  ['answers null', json(UPDATE, '{"inputs":null,"variationKey":["a"],"flowLocale":{}}'), 422],
  [
    'a huge number answer',
    json(UPDATE, '{"inputs":{"job_title":1e308,"application_type":true}}'),
    422,
  ],
  [
    'broken answer names',
    urlencoded(`${STEP}/1`, 'inputs[%E0]=x&inputs[]=y&inputs[job_title][x]=z'),
    422,
  ],
  [
    'a variation array',
    urlencoded(UPDATE, 'variationKey[]=a&flowLocale=%00&inputs[job_title]=%E0%A4%A'),
    422,
  ],
  ['a step skipped', json(`${STEP}/3`, '{"inputs":{}}'), 422],
  ['acquisition answers as text', json('/api/flows/{flow}/acquisition', '{"inputs":"x"}'), 422],
  [
    'the same answer twice',
    multipart(UPDATE, [part('inputs[job_title]'), 'a'], [part('inputs[job_title]'), 'b']),
    422,
  ],
  [
    'a file for a text field',
    multipart(`${STEP}/1`, [
      part('inputs[job_title]', { name: 'x.txt', type: 'text/plain' }),
      'Analyst',
    ]),
    422,
  ],
  ['text for a file field', multipart(`${STEP}/2`, [part('inputs[cv_file]'), 'not a file']), 422],
  [
    'an SVG declared as PNG',
    multipart(`${STEP}/2`, [
      part('inputs[cv_file]', { name: '../../cv.png', type: 'image/png' }),
      '<svg onload="alert(1)"/>',
    ]),
    415,
  ],
  [
    'a file name with NUL and line breaks',
    multipart(`${STEP}/2`, [
      part('inputs[cv_file]', { name: 'a\x00b%0d%0a.txt', type: 'text/plain' }),
      'Ada Lovelace',
    ]),
    422,
  ],
  [
    'a visitor’s email with a NUL',
    multipart(
      '/api/flows/cover_letter',
      [part('email'), 'a\x00@example.com'],
      [part('has_no_password'), 'maybe'],
    ),
    422,
  ],
  // Headers
  [
    'a broken session cookie',
    get('/api/me', { cookie: 'docugen_session=%E0%A4%A; XSRF-TOKEN=%' }),
    401,
  ],
  [
    'raw high bytes in a cookie',
    get('/api/me', { cookie: 'docugen_session=\xff\xfe; XSRF-TOKEN=\xe9' }),
    401,
  ],
  [
    'a broken XSRF token',
    { method: 'POST', target: '/api/logout', headers: { 'x-xsrf-token': '%E0%A4%A' } },
    419,
  ],
  [
    'raw high bytes in the XSRF token',
    { method: 'POST', target: '/api/logout', headers: { 'x-xsrf-token': '\xff\x80' } },
    419,
  ],
  [
    'a strange Accept-Language',
    get('/api/flow-templates', { 'accept-language': '*;q=x, fr;q=NaN, ;;;, -, en-;q=2' }),
    200,
  ],
  ['a broken Origin', get('/api/me', { origin: 'http://[::1', referer: '::::' }), 401],
  [
    'a forged X-Forwarded-For',
    get('/api/check-user-exists/a%40example.com', { 'x-forwarded-for': '%00, ::::, 999.1.1.1' }),
    200,
  ],
  ['an empty Host', get('/api/health', { host: '' }), 200],
  ['an invalid Host', get('/api/flows', { host: 'a b[' }), 200],
  [
    'forwarded host and scheme',
    get('/api/flows', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' }),
    200,
  ],
  // Framing (over HTTP Node answers the last three itself; the API must not fail meanwhile)
  ['an absolute-form target naming another host', get('http://evil.example/api/flows?page=1'), 200],
  ['the asterisk target', { method: 'OPTIONS', target: '*' }, 404],
  [
    'a body cut short of its length',
    {
      ...send('POST', LOGIN, 'application/json', '{"email":', { 'content-length': '100' }),
      hangUp: true,
    },
    400,
  ],
  [
    'a chunked body that breaks off',
    {
      ...send('POST', LOGIN, 'application/json', '20\r\n{"email":', {
        'content-length': undefined,
        'transfer-encoding': 'chunked',
      }),
      hangUp: true,
    },
    400,
  ],
  [
    'a broken chunk size',
    send('POST', LOGIN, 'application/json', 'zz\r\n{}\r\n0\r\n\r\n', {
      'content-length': undefined,
      'transfer-encoding': 'chunked',
    }),
    400,
  ],
]

/** The case's target, with {flow} standing for the member's own flow. */
const target = (hostile: Hostile) => hostile.target.replace('{flow}', flowUuid)

/** Headers to send in-process: `undefined` (left out over HTTP) is left out here too. */
const present = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter((header): header is [string, string] => header[1] !== undefined),
  )

/** A 500 is logged by the API's error handler even when the client is gone and never sees it. */
function watchServerErrors() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => logged.mock.calls.filter(([first]) => first === 'API error')
}

const messageOf = (text: string): unknown => {
  const body: unknown = JSON.parse(text)
  return body !== null && typeof body === 'object' && 'message' in body ? body.message : undefined
}

describe('hostile input never answers 500', () => {
  it.each(cases)('in-process: %s', async (_label, hostile, status) => {
    const serverErrors = watchServerErrors()
    const response = await api.app.request(target(hostile), {
      method: hostile.method,
      headers: present({ ...credentials(), ...hostile.headers }),
      body: hostile.body,
    })
    expect(response.status).toBe(status)
    if (status >= 400 && hostile.method !== 'HEAD') {
      expect(messageOf(await response.text())).toEqual(expect.any(String))
    }
    expect(serverErrors()).toEqual([])
  })

  it.each(cases)('over HTTP: %s', async (_label, hostile, status) => {
    const serverErrors = watchServerErrors()
    const response = await rawRequest(served.base, {
      method: hostile.method,
      target: target(hostile),
      headers: { ...credentials(), ...hostile.headers },
      body: hostile.body,
      hangUp: hostile.hangUp,
    })
    expect(response.status).toBe(status)
    if (status >= 400 && hostile.method !== 'HEAD' && response.body !== '') {
      expect(messageOf(response.body)).toEqual(expect.any(String))
    }
    // Give a handler still reading a broken-off body the time to fail, if it was going to.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(serverErrors()).toEqual([])
  })
})

describe('unreadable bodies', () => {
  it('answer invalid JSON with a translated 400', async () => {
    const response = await api.app.request('/api/login', {
      method: 'POST',
      headers: { ...credentials(), 'content-type': 'application/json', 'accept-language': 'fr' },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: fr['http.malformed_body'] })
  })

  it('answer a body that breaks off while arriving with a translated 400, not a 500', async () => {
    const serverErrors = watchServerErrors()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'))
        controller.error(new Error('aborted'))
      },
    })
    const response = await api.app.request('/api/login', {
      method: 'POST',
      headers: { ...credentials(), 'content-type': 'application/json', 'accept-language': 'es' },
      body,
      // A streamed body must say so (the DOM typings do not know the option yet).
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: es['http.malformed_body'] })
    expect(serverErrors()).toEqual([])
  })
})
