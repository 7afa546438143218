// A request written byte for byte to a served API: paths and headers that fetch would normalise
// or refuse (dot segments, broken percent-encoding, NUL, raw non-ASCII) arrive as sent.
import { connect } from 'node:net'

export type RawResponse = { status: number; head: string; body: string }

export function rawRequest(
  base: string,
  request: {
    method: string
    target: string
    /** Headers to send; `undefined` leaves out one the helper would add (Content-Length). */
    headers?: Record<string, string | undefined>
    body?: string
    /** Close our side once sent, as a client that goes away mid-request. */
    hangUp?: boolean
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  const body = Buffer.from(request.body ?? '', 'utf8')
  const headers = {
    host: `${hostname}:${port}`,
    connection: 'close',
    ...(request.body !== undefined && { 'content-length': String(body.byteLength) }),
    ...request.headers,
  }
  const head =
    `${request.method} ${request.target} HTTP/1.1\r\n` +
    Object.entries(headers)
      .filter((header): header is [string, string] => header[1] !== undefined)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n'
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks)
      const split = bytes.indexOf('\r\n\r\n')
      const head = bytes.subarray(0, split).toString('latin1')
      const rest = bytes.subarray(split + 4)
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      const chunked = /^transfer-encoding: *chunked/im.test(head)
      resolve({ status, head, body: (chunked ? dechunk(rest) : rest).toString('utf8') })
    })
    const bytes = Buffer.concat([Buffer.from(head, 'latin1'), body])
    // Otherwise keep our side open: Node drops a request whose client has closed its side.
    if (request.hangUp) socket.end(bytes)
    else socket.write(bytes)
  })
}

function dechunk(bytes: Buffer) {
  const parts: Buffer[] = []
  let rest = bytes
  for (;;) {
    const line = rest.indexOf('\r\n')
    const size = Number.parseInt(rest.subarray(0, line).toString('latin1'), 16)
    if (!(size > 0)) return Buffer.concat(parts)
    parts.push(rest.subarray(line + 2, line + 2 + size))
    rest = rest.subarray(line + 2 + size + 2)
  }
}
