export const TRUNCATE_DEFAULT_LENGTH = 32
export const TRUNCATE_ELLIPSIS = '...'

/** Cuts text to maxLength code points plus the ellipsis; never splits a surrogate pair. */
export function truncate(
  text: string,
  maxLength = TRUNCATE_DEFAULT_LENGTH,
  ellipsis = TRUNCATE_ELLIPSIS,
): string {
  const limit = Number.isNaN(maxLength) ? 0 : Math.max(0, Math.floor(maxLength))
  // A string never has more code points than UTF-16 units, so this skips the split.
  if (text.length <= limit) return text
  const codePoints = Array.from(text)
  if (codePoints.length <= limit) return text
  return codePoints.slice(0, limit).join('') + ellipsis
}
