// The marker before each list item: bullets by depth, numbers in the list's `type` (1, a, A, i, I).
import type { ListNode } from '../contract/document.ts'

const BULLETS = ['•', '◦', '▪']

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]

function roman(n: number) {
  let rest = n
  let out = ''
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits
      rest -= value
    }
  }
  return out
}

/** 1 → a, 26 → z, 27 → aa, as browsers count `type="a"`. */
function letters(n: number) {
  let rest = n
  let out = ''
  while (rest > 0) {
    rest -= 1
    out = String.fromCharCode(97 + (rest % 26)) + out
    rest = Math.floor(rest / 26)
  }
  return out
}

function numeral(n: number, type: string | null | undefined) {
  // Letters and roman numerals have no zero; browsers fall back to digits too.
  if (n < 1) return String(n)
  switch (type) {
    case 'a':
      return letters(n)
    case 'A':
      return letters(n).toUpperCase()
    case 'i':
      return roman(n)
    case 'I':
      return roman(n).toUpperCase()
    default:
      return String(n)
  }
}

export function listMarkers(list: ListNode, depth: number): string[] {
  if (list.type === 'bulletList') {
    const bullet = BULLETS[depth % BULLETS.length] ?? '•'
    return list.content.map(() => bullet)
  }
  const start = list.attrs?.start ?? 1
  return list.content.map((_, index) => `${numeral(start + index, list.attrs?.type)}.`)
}
