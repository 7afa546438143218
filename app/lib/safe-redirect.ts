// `?redirect=` is followed only within the site: anything that could leave the origin is refused.

/** The same-origin path+query+hash of `value`, or null when following it could leave `origin`. */
export function safeRedirect(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null
  // Only site-relative paths: not `//host`, not `/\host`, no scheme, no control characters.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (/[\\\p{Cc}]/u.test(value)) return null
  let decoded = value
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  if (/[\p{Cc}\\]/u.test(decoded) || decoded.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null
  // Dot segments can leave a path that starts with `//` (`/.//evil.example`): another host.
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
