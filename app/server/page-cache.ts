// A short-lived cache of the pages served to first-time visitors (no cookie at all): the same
// page for everyone, so it is rendered once every few seconds instead of on every request. Each
// answer still gets its own Content-Security-Policy nonce: the one rendered into the page is
// replaced. Anything personal (a cookie in, a Set-Cookie out), other than 200 HTML, is not kept.
import { LRUCache } from 'lru-cache'

type CachedPage = { status: number; headers: [string, string][]; body: string; nonce: string }

export type PageCacheOptions = {
  /** How long a rendered page is served again. */
  ttlMs: number
  /** The most bytes of HTML kept. */
  maxBytes: number
  /** A fresh nonce for each answer. */
  createNonce: () => string
}

const NONCE = /'nonce-([^']+)'/

export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage, () => Promise<Response>>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.length + 1,
    ttl: options.ttlMs,
    // A page that must not be kept is passed through once, uncached (see serve()).
    fetchMethod: async (_key, _stale, { context: render }) => {
      const response = await render()
      const nonce = NONCE.exec(response.headers.get('content-security-policy') ?? '')?.[1]
      const cacheable =
        response.status === 200 &&
        nonce !== undefined &&
        response.headers.get('content-type')?.startsWith('text/html') === true &&
        !response.headers.has('set-cookie')
      if (!cacheable) throw new Uncacheable(response)
      return { status: 200, headers: [...response.headers], body: await response.text(), nonce }
    },
  })

  return {
    async serve(request: Request, render: () => Promise<Response>): Promise<Response> {
      if (request.method !== 'GET' || request.headers.has('cookie')) return render()
      let page: CachedPage | undefined
      try {
        page = await pages.fetch(request.url, { context: render })
      } catch (error) {
        // Concurrent requests share one render: its one answer goes to the first, the rest render.
        if (error instanceof Uncacheable) return error.claim() ?? render()
        throw error
      }
      if (!page) return render()
      const nonce = options.createNonce()
      const headers = new Headers(page.headers)
      const policy = headers.get('content-security-policy')
      if (policy) headers.set('content-security-policy', policy.replaceAll(page.nonce, nonce))
      return new Response(page.body.replaceAll(page.nonce, nonce), { status: page.status, headers })
    },
    clear: () => pages.clear(),
  }
}

/** Carries the answer of a render that must not be cached back to one caller. */
class Uncacheable extends Error {
  private response: Response | null
  constructor(response: Response) {
    super('Not cacheable')
    this.response = response
  }
  claim(): Response | null {
    const response = this.response
    this.response = null
    return response
  }
}
