// Request bodies read under a byte limit, before any parsing: a body announced as larger is
// refused without reading it, and one that runs past the limit while arriving (chunked, or with a
// false Content-Length) is cut off there, so no request can make the API hold more than the limit.
import type { Context, MiddlewareHandler } from 'hono'
import { translate } from '../i18n/translate.ts'
import type { ApiBindings } from './context.ts'
import { HttpError } from './errors.ts'

/** JSON and urlencoded fields: far more than any form of the product sends. */
export const FIELDS_BODY_LIMIT_BYTES = 1024 * 1024
/** Multipart requests that carry files (flow answers). */
export const UPLOAD_BODY_LIMIT_BYTES = 25 * 1024 * 1024

export function payloadTooLarge(c: Context<ApiBindings>, upload: boolean) {
  const key = upload ? 'files.request_too_large' : 'http.payload_too_large'
  return new HttpError(413, { message: translate(c.get('locale'), key) })
}

/** A Content-Length over `maxBytes`; false when absent or malformed (the stream is then counted). */
export function announcedOver(request: Request, maxBytes: number) {
  const announced = request.headers.get('content-length')
  return announced !== null && /^\d+$/.test(announced) && Number(announced) > maxBytes
}

/**
 * Before any route runs, a body announced over what its type may ever carry is refused: fields
 * (JSON, urlencoded, anything else) past FIELDS_BODY_LIMIT_BYTES, multipart past an upload.
 * Routes that read less (multipart without files) and unannounced bodies are held to their
 * limit by `readBodyBytes`, the only reader of request bodies.
 */
export const bodyLimit: MiddlewareHandler<ApiBindings> = async (c, next) => {
  const multipart = c.req.header('content-type')?.includes('multipart/form-data') === true
  const maxBytes = multipart ? UPLOAD_BODY_LIMIT_BYTES : FIELDS_BODY_LIMIT_BYTES
  if (announcedOver(c.req.raw, maxBytes)) throw payloadTooLarge(c, multipart)
  await next()
}

/** The whole body, or 413 as soon as it passes `maxBytes`; 400 when it breaks off. */
export async function readBodyBytes(
  c: Context<ApiBindings>,
  maxBytes: number,
  upload = false,
): Promise<Uint8Array<ArrayBuffer>> {
  const request = c.req.raw
  if (announcedOver(request, maxBytes)) throw payloadTooLarge(c, upload)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    // A client that goes away mid-body (or sends a broken chunk) is no fault of ours.
    const { done, value } = await reader.read().catch(() => {
      throw new HttpError(400, { message: translate(c.get('locale'), 'http.malformed_body') })
    })
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw payloadTooLarge(c, upload)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
