import { describe, expect, it } from 'vitest'
import { TRUNCATE_DEFAULT_LENGTH, TRUNCATE_ELLIPSIS, truncate } from './truncate'

describe('truncate', () => {
  it('exports its defaults', () => {
    expect(TRUNCATE_DEFAULT_LENGTH).toBe(32)
    expect(TRUNCATE_ELLIPSIS).toBe('...')
  })

  it('returns text at or under the limit unchanged', () => {
    expect(truncate('')).toBe('')
    expect(truncate('hello', 5)).toBe('hello')
    expect(truncate('hello', 10)).toBe('hello')
    expect(truncate('a'.repeat(32))).toBe('a'.repeat(32))
  })

  it('cuts over-long text to maxLength and appends the ellipsis', () => {
    expect(truncate('hello world', 5)).toBe('hello...')
    expect(truncate('a'.repeat(33))).toBe(`${'a'.repeat(32)}...`)
    expect(truncate('abcdef', 1)).toBe('a...')
  })

  it('uses a custom ellipsis, including an empty one', () => {
    expect(truncate('hello world', 5, '…')).toBe('hello…')
    expect(truncate('hello world', 5, '')).toBe('hello')
    expect(truncate('hello', 5, '…')).toBe('hello')
  })

  it('gives just the ellipsis when maxLength is zero or negative', () => {
    expect(truncate('hello', 0)).toBe('...')
    expect(truncate('hello', -3)).toBe('...')
    expect(truncate('hello', Number.NEGATIVE_INFINITY)).toBe('...')
    expect(truncate('', 0)).toBe('')
    expect(truncate('', -1)).toBe('')
  })

  it('handles non-integer, NaN and infinite limits', () => {
    expect(truncate('hello', 2.9)).toBe('he...')
    expect(truncate('hello', Number.NaN)).toBe('...')
    expect(truncate('hello', Number.POSITIVE_INFINITY)).toBe('hello')
  })

  it('counts code points, not UTF-16 units', () => {
    // Four emoji are eight UTF-16 units but only four code points.
    expect(truncate('😀😀😀😀', 4)).toBe('😀😀😀😀')
    expect(truncate('😀😀😀😀', 5)).toBe('😀😀😀😀')
    expect(truncate('😀😀😀😀', 3)).toBe('😀😀😀...')
    expect(truncate('𝒜𝒝𝒞', 2, '')).toBe('𝒜𝒝')
  })

  it('never splits a surrogate pair', () => {
    const result = truncate('a😀b😀c', 2, '')
    expect(result).toBe('a😀')
    expect(result.length).toBe(3)
    // With the u flag a whole pair is one code point, so \p{Cs} only matches a lone half.
    expect(/\p{Cs}/u.test(truncate('😀'.repeat(40)))).toBe(false)
    expect(/\p{Cs}/u.test(truncate('x😀'.repeat(40), 7))).toBe(false)
  })

  it('always yields maxLength code points plus the ellipsis when cutting', () => {
    const text = 'é😀x'.repeat(20)
    for (const max of [1, 7, 31, 32, 59]) {
      const result = truncate(text, max)
      expect(result.endsWith('...')).toBe(true)
      expect(Array.from(result).length).toBe(max + 3)
    }
  })
})
