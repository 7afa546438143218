// Readers for search params of the routes every page's script holds (the root, the reset link).
// Any zod there would bring zod's whole core (~24 kB gzip) into a first visit, because the forms'
// full build shares it; these few shapes are read by hand instead. Values arrive JSON-parsed
// (`?id=123` is a number), and anything unexpected reads as absent rather than failing the page.

/** Text (a number counts as its digits) of 1 to `maxLength` characters, else undefined. */
export function searchText(value: unknown, maxLength = 2000): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  return typeof text === 'string' && text.length > 0 && text.length <= maxLength ? text : undefined
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** A UUID (versions 1 to 8), else undefined. */
export function searchUuid(value: unknown): string | undefined {
  return typeof value === 'string' && uuidPattern.test(value) ? value : undefined
}

// The shape the API checks in full; here only enough to prefill a field.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An email address, trimmed and lower-cased, of at most 255 characters, else undefined. */
export function searchEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const email = value.trim().toLowerCase()
  return email.length <= 255 && emailPattern.test(email) ? email : undefined
}
