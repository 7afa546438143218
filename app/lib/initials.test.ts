import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letter of each word, uppercased', () => {
    expect(initials('ada lovelace')).toBe('AL')
    expect(initials('Grace Brewster Murray Hopper')).toBe('GBMH')
    expect(initials('cher')).toBe('C')
  })

  it('returns an empty string for empty or whitespace-only input', () => {
    expect(initials('')).toBe('')
    expect(initials('   ')).toBe('')
    expect(initials('\t\n\u00a0\u3000')).toBe('')
  })

  it('trims and ignores runs of any whitespace between words', () => {
    expect(initials('  ada \t\n lovelace  ')).toBe('AL')
    expect(initials('ada\u00a0lovelace')).toBe('AL')
    expect(initials('山田\u3000太郎')).toBe('山太')
  })

  it('treats hyphenated names as one word', () => {
    expect(initials('Jean-Luc Picard')).toBe('JP')
    expect(initials('-luc picard')).toBe('-P')
  })

  it('handles accented and non-Latin letters', () => {
    expect(initials('élodie martin')).toBe('ÉM')
    expect(initials('ñuño álvarez')).toBe('ÑÁ')
    expect(initials('иван петров')).toBe('ИП')
    expect(initials('αλέξανδρος παπαδόπουλος')).toBe('ΑΠ')
    expect(initials('محمد علي')).toBe('مع')
  })

  it('keeps a decomposed accent with its letter', () => {
    expect(initials('e\u0301lodie martin')).toBe('ÉM')
  })

  it('never splits a surrogate pair', () => {
    expect(initials('😀 smile')).toBe('😀S')
    expect(initials('𝒜lice bob')).toBe('𝒜B')
    expect(initials('𠮷野家 太郎')).toBe('𠮷太')
    // With the u flag a whole pair is one code point, so \p{Cs} only matches a lone half.
    expect(/\p{Cs}/u.test(initials('😀 𝒜 𠮷'))).toBe(false)
    expect(Array.from(initials('😀 𝒜 𠮷'))).toEqual(['😀', '𝒜', '𠮷'])
  })

  it('leaves digits and symbols as they are', () => {
    expect(initials('42 wallaby way')).toBe('4WW')
    expect(initials('<script> alert')).toBe('<A')
  })

  it('passes a lone surrogate through without throwing', () => {
    expect(initials('\ud800abc def')).toBe('\ud800D')
  })
})
