// A browser over real HTTP, for tests and benchmarks of a running API: a cookie jar, the SPA
// headers and the XSRF token, as the web app sends them.

/** A browser's cookie jar and headers for pages on `origin`. */
export class HttpVisitor {
  readonly cookies = new Map<string, string>()
  readonly origin: string

  constructor(origin: string) {
    this.origin = origin
  }

  headers(): Record<string, string> {
    const xsrf = this.cookies.get('XSRF-TOKEN')
    return {
      origin: this.origin,
      referer: `${this.origin}/`,
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(xsrf && { 'x-xsrf-token': decodeURIComponent(xsrf) }),
    }
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...this.headers(),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const split = pair.indexOf('=')
      const [name, value] = [pair.slice(0, split).trim(), pair.slice(split + 1).trim()]
      if (value === '' || /max-age=0(?:;|$)/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async expect(status: number, method: string, path: string, body?: unknown): Promise<Response> {
    const response = await this.request(method, path, body)
    if (response.status !== status) {
      const text = (await response.text()).slice(0, 300)
      throw new Error(`${method} ${path} answered ${response.status} (not ${status}): ${text}`)
    }
    return response
  }
}
