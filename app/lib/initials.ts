/** First letter of each whitespace-separated word, uppercased: 'élodie martin' → 'ÉM'. */
export function initials(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .map((word) => firstCodePoint(word).toUpperCase())
    .join('')
}

function firstCodePoint(word: string): string {
  const codePoint = word.codePointAt(0)
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint)
}
