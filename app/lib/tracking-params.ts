export const CLICK_ID_PARAMS: readonly string[] = Object.freeze([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
])

const CLICK_IDS = new Set(CLICK_ID_PARAMS)
const PARSE_BASE = 'https://relative.invalid'

/**
 * Removes utm_* and click-id parameters. The rest of the URL is kept exactly as written
 * (relative stays relative); input that does not parse as a URL comes back unchanged.
 */
export function stripTrackingParams(url: string | URL): string {
  const input = typeof url === 'string' ? url : url.href
  if (!URL.canParse(input, PARSE_BASE)) return input

  const hashStart = input.indexOf('#')
  const beforeHash = hashStart === -1 ? input : input.slice(0, hashStart)
  const hash = hashStart === -1 ? '' : input.slice(hashStart)
  const queryStart = beforeHash.indexOf('?')
  if (queryStart === -1) return input

  const segments = beforeHash.slice(queryStart + 1).split('&')
  const kept = segments.filter((segment) => !isTrackingParam(segment))
  if (kept.length === segments.length) return input

  const query = kept.filter((segment) => segment !== '').join('&')
  return beforeHash.slice(0, queryStart) + (query === '' ? '' : `?${query}`) + hash
}

function isTrackingParam(segment: string): boolean {
  const key = decodeKey(segment.split('=', 1)[0] ?? '').toLowerCase()
  return key.startsWith('utm_') || CLICK_IDS.has(key)
}

// Decodes a key the way a server would read it ('+' is a space, %XX escapes, no tabs or
// newlines), so 'utm%5Fsource' cannot slip through; malformed escapes are compared raw.
function decodeKey(rawKey: string): string {
  const key = rawKey.replace(/[\t\n\r]/g, '').replaceAll('+', ' ')
  try {
    return decodeURIComponent(key)
  } catch {
    return key
  }
}
