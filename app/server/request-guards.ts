// Requests no page or server function can answer, refused with a 4xx before the framework sees
// them (it would otherwise fail on them with a 500).

const SERVER_FN_PREFIX = '/_serverFn/'

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  })

/** A 4xx for a request whose address cannot be a page of ours, or null to serve it. */
export function refuseMalformed(request: Request): Response | null {
  const { pathname } = new URL(request.url)
  // `//host/…` reads as another host to the URL handling downstream.
  if (pathname.startsWith('//')) return plain(404, 'Not found')
  // A call with no function id.
  if (
    pathname.startsWith(SERVER_FN_PREFIX) &&
    !pathname.slice(SERVER_FN_PREFIX.length).split('/')[0]
  ) {
    return plain(404, 'Not found')
  }
  return null
}

/**
 * Server-function calls fail inside the framework (not in our handlers, whose errors it
 * serializes into the answer) only when the call itself is wrong: an unknown function id.
 */
export async function guardServerFunctionCall<T>(serve: () => Promise<T>): Promise<T | Response> {
  try {
    return await serve()
  } catch (error) {
    console.warn('Refused a server-function call:', error instanceof Error ? error.message : error)
    return plain(404, 'Not found')
  }
}
