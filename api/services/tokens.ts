// Random secrets and their stored form: only a SHA-256 digest of a token reaches the database.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** `bytes` random bytes, base64url-encoded (32 bytes = 256 bits). */
export function randomToken(bytes = 32) {
  return randomBytes(bytes).toString('base64url')
}

export function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
