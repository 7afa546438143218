// Talks to the app's API as a browser page would (Origin, XSRF), to set up accounts for a test.
import type { APIRequestContext } from '@playwright/test'
import { solveAltcha } from '../../../api/contract/human-verification.ts'

export const ORIGIN = 'http://localhost:3210'

async function xsrf(request: APIRequestContext) {
  const state = await request.storageState()
  return decodeURIComponent(
    state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  )
}

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  if (!(await xsrf(request)))
    await request.get('/sanctum/csrf-cookie', { headers: { origin: ORIGIN } })
  const challenge = await (await request.get('/api/captcha/challenge')).json()
  return request.post(path, {
    headers: { origin: ORIGIN, 'x-xsrf-token': await xsrf(request), accept: 'application/json' },
    data: { ...data, captcha: await solveAltcha(challenge) },
  })
}

let counter = 0
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`

/** Registers an account through the API; the request context is then signed in as it. */
export async function registerAccount(
  request: APIRequestContext,
  fields: { email: string; name?: string; password?: string; lang?: string },
) {
  const response = await post(request, '/api/register', {
    name: 'Ada Lovelace',
    password: 'correct horse battery',
    ...fields,
  })
  if (response.status() !== 204)
    throw new Error(`register: ${response.status()} ${await response.text()}`)
}

export async function requestLoginLink(request: APIRequestContext, email: string) {
  return post(request, '/api/login-link', { email })
}

/** The newest mail to `email` in the outbox (/dev/mail), as text. */
export async function lastMailTo(request: APIRequestContext, email: string) {
  const list = await (await request.get('/dev/mail')).text()
  const rows = [
    ...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/dev\/mail\/(\d+)">/g),
  ]
  const row = rows.find((match) => match[1] === email)
  if (!row) throw new Error(`no mail to ${email}`)
  return (await request.get(`/dev/mail/${row[2]}`)).text()
}

/** The first link in a mail's HTML. */
export function firstLink(html: string) {
  const href = /href="([^"]+)"/.exec(html)?.[1]
  if (!href) throw new Error('no link in the mail')
  return href.replaceAll('&#38;', '&')
}
