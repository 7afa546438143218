import { describe, expect, it, vi } from 'vitest'
import { createPageCache } from './page-cache'

let nonces = 0
const cache = () =>
  createPageCache({ ttlMs: 10_000, maxBytes: 1_000_000, createNonce: () => `fresh${++nonces}` })

function page(nonce: string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(`<script nonce="${nonce}">hydrate()</script><p>Hello</p>`, {
    status: init.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      ...init.headers,
    },
  })
}

const visit = (path = '/', headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })

describe('createPageCache', () => {
  it('renders a first-time visitor’s page once and serves it again with a new nonce each time', async () => {
    const pages = cache()
    const render = vi.fn(async () => page('rendered'))

    const first = await pages.serve(visit(), render)
    const second = await pages.serve(visit(), render)

    expect(render).toHaveBeenCalledTimes(1)
    const [a, b] = [await first.text(), await second.text()]
    expect(a).not.toContain('rendered')
    expect(a).toMatch(/<script nonce="fresh\d+">hydrate\(\)<\/script><p>Hello<\/p>/)
    expect(a).not.toBe(b)
    const nonceInPage = /nonce="([^"]+)"/.exec(b)?.[1]
    expect(second.headers.get('content-security-policy')).toBe(
      `script-src 'nonce-${nonceInPage}' 'strict-dynamic'`,
    )
  })

  it('renders concurrent first requests once', async () => {
    const pages = cache()
    const render = vi.fn(async () => page('n'))
    await Promise.all([1, 2, 3, 4].map(() => pages.serve(visit('/terms'), render)))
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps pages apart by address, query included', async () => {
    const pages = cache()
    const render = vi.fn(async () => page('n'))
    await pages.serve(visit('/terms'), render)
    await pages.serve(visit('/terms?flowId=1'), render)
    await pages.serve(visit('/fr/terms'), render)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('never serves a cached page to a request with cookies', async () => {
    const pages = cache()
    await pages.serve(visit(), async () => page('n'))
    const render = vi.fn(async () => page('member'))

    const response = await pages.serve(visit('/', { cookie: 'docugen_session=abc' }), render)

    expect(render).toHaveBeenCalledTimes(1)
    expect(await response.text()).toContain('member')
  })

  it('keeps nothing personal or unusual: Set-Cookie, errors, redirects, non-HTML', async () => {
    const pages = cache()
    for (const response of [
      () => page('n', { headers: { 'set-cookie': 'a=b' } }),
      () => page('n', { status: 404 }),
      () => new Response(null, { status: 307, headers: { location: '/fr/' } }),
      () => Response.json({ ok: true }),
    ]) {
      const render = vi.fn(async () => response())
      const first = await pages.serve(visit('/x'), render)
      await pages.serve(visit('/x'), render)
      expect(render).toHaveBeenCalledTimes(2)
      expect(first.status).toBe(response().status)
    }
  })

  it('gives every concurrent caller of an uncacheable page its own answer', async () => {
    const pages = cache()
    const render = vi.fn(async () => page('n', { headers: { 'set-cookie': 'a=b' } }))
    const answers = await Promise.all([1, 2, 3].map(() => pages.serve(visit('/y'), render)))
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(bodies.every((body) => body.includes('Hello'))).toBe(true)
  })
})
