// The API client against the real reference API (in process, on a throwaway database).

import { userResourceSchema } from '@contract/user'
import { parse } from 'cookie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, createTestApi, type TestApi } from '../../api/testing/harness.ts'
import { solveAltcha } from '../../api/testing/solve-altcha.ts'
import { UserFacingError } from '../lib/user-facing-error'
import { ApiError, adaptSetCookie, createApiClient } from './api-client'
import { readyDownload, underCatalogue } from './api-errors'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api.close()
})

/** A browser: what the web app relays to it is what it sends next time. */
function browser() {
  const cookies = new Map<string, string>()
  const relayed: string[] = []
  return {
    cookies,
    relayed,
    client(overrides: { cookieHeader?: string } = {}) {
      return createApiClient({
        baseUrl: APP_ORIGIN,
        appOrigin: APP_ORIGIN,
        transport: (request) => Promise.resolve(api.app.fetch(request)),
        cookieHeader:
          overrides.cookieHeader ??
          [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
        locale: 'en',
        relaySetCookie: (value) => {
          relayed.push(value)
          const [pair = ''] = value.split(';')
          const [name = ''] = pair.split('=')
          const parsed = parse(pair)[name]
          if (/max-age=0/i.test(value) || !parsed) cookies.delete(name)
          else cookies.set(name, parsed)
        },
      })
    },
  }
}

async function captcha() {
  const response = await api.app.fetch(new Request(`${APP_ORIGIN}/api/captcha/challenge`))
  return solveAltcha(await response.json())
}

let counter = 0
const uniqueEmail = () => `client-${Date.now()}-${counter++}@example.com`

async function registered() {
  const visitor = browser()
  const email = uniqueEmail()
  await visitor.client().empty('POST', '/api/register', {
    name: 'Grace Hopper',
    email,
    password: 'correct horse battery',
    captcha: await captcha(),
  })
  return { visitor, email }
}

describe('the API client', () => {
  it('does the XSRF handshake before a first write and relays every cookie to the browser', async () => {
    const { visitor, email } = await registered()
    const names = visitor.relayed.map((cookie) => cookie.split('=')[0])
    expect(names).toContain('docugen_session')
    expect(names).toContain('XSRF-TOKEN')
    expect(visitor.relayed.find((cookie) => cookie.startsWith('docugen_session'))).toMatch(
      /HttpOnly/,
    )
    const me = await visitor.client().json('GET', '/api/me', userResourceSchema)
    expect(me.data.email).toBe(email)
  })

  it('refreshes an expired XSRF token once and retries (419)', async () => {
    const { visitor } = await registered()
    visitor.cookies.set('XSRF-TOKEN', 'stale-token')
    await visitor.client().empty('PATCH', '/api/me', { name: 'Grace B. Hopper' })
    const me = await visitor.client().json('GET', '/api/me', userResourceSchema)
    expect(me.data.name).toBe('Grace B. Hopper')
    expect(visitor.cookies.get('XSRF-TOKEN')).not.toBe('stale-token')
  })

  it('answers errors as ApiError with the status and the server’s message', async () => {
    const error = await browser()
      .client()
      .json('GET', '/api/me', userResourceSchema)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' })
  })

  it('parses answers with the contract, refusing a shape it does not know', async () => {
    const visitor = browser()
    await expect(visitor.client().json('GET', '/api/health', userResourceSchema)).rejects.toThrow()
  })

  it('scopes relayed cookies to the app’s host', () => {
    expect(adaptSetCookie('a=b; Domain=.api.example.com; Path=/; HttpOnly')).toBe(
      'a=b; Path=/; HttpOnly',
    )
    expect(adaptSetCookie('XSRF-TOKEN=x; domain=api.example.com')).toBe('XSRF-TOKEN=x')
  })

  it('lets a network failure through untouched', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      appOrigin: APP_ORIGIN,
      transport: (request) => fetch(request),
      cookieHeader: undefined,
      locale: 'en',
      relaySetCookie: () => {},
    })
    await expect(client.json('GET', '/api/me', userResourceSchema)).rejects.toThrow(TypeError)
  })
})

describe('the error catalogue (SPEC §8)', () => {
  it('me: 401 gives null', async () => {
    const result = await underCatalogue(
      'me',
      () => browser().client().json('GET', '/api/me', userResourceSchema),
      null,
    )
    expect(result).toBeNull()
  })

  it('credentials: 422 on login surfaces the server’s message', async () => {
    const { email } = await registered()
    const attempt = browser()
      .client()
      .empty('POST', '/api/login', { email, password: 'wrong password!', captcha: await captcha() })
    const error = await underCatalogue('credentials', () => attempt, undefined).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(UserFacingError)
    expect(error).toMatchObject({
      status: 422,
      message: 'These credentials do not match our records.',
    })
  })

  it('social: 400 (Google sign-in unavailable) surfaces the server’s message', async () => {
    const error = await underCatalogue(
      'social',
      () => browser().client().empty('POST', '/api/google-login', { credential: 'x.y.z' }),
      undefined,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserFacingError)
    expect(error).toMatchObject({ status: 400, message: 'Google sign-in is not available.' })
  })

  it('account-write: 422 is swallowed; other statuses are not', async () => {
    const { visitor } = await registered()
    const result = await underCatalogue(
      'account-write',
      () => visitor.client().empty('PATCH', '/api/me', { email: 'not an email' }),
      'unchanged',
    )
    expect(result).toBe('unchanged')
    await expect(
      underCatalogue(
        'account-write',
        () => browser().client().empty('PATCH', '/api/me', { name: 'x' }),
        'unchanged',
      ),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('flows: 409 gives the empty result', async () => {
    const { visitor } = await registered()
    const conflict = Promise.reject(new ApiError(409, 'Conflict', { message: 'Locked.' }))
    expect(await underCatalogue('flows', () => conflict, { data: [] })).toEqual({ data: [] })
    await expect(
      underCatalogue('flows', () => visitor.client().empty('DELETE', '/api/flows/not-a-uuid'), []),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('strict: every error is rethrown as it came', async () => {
    const error = new ApiError(422, 'Unprocessable', { message: 'Invalid.' })
    await expect(underCatalogue('strict', () => Promise.reject(error), null)).rejects.toBe(error)
    await expect(
      underCatalogue('credentials', () => Promise.reject(new ApiError(500, 'Oops', null)), null),
    ).rejects.toMatchObject({
      status: 500,
    })
  })

  it('downloads: 204 means not ready yet, for documents and invoices', () => {
    expect(() => readyDownload(new Response(null, { status: 204 }), 'document')).toThrow(
      'Document not ready yet',
    )
    expect(() => readyDownload(new Response(null, { status: 204 }), 'invoice')).toThrow(
      'Invoice not ready yet',
    )
    const file = new Response('%PDF-1.4', { status: 200 })
    expect(readyDownload(file, 'document')).toBe(file)
  })
})
