import { describe, expect, it } from 'vitest'
import { searchEmail, searchText, searchUuid } from './search-params'

describe('searchText', () => {
  it('keeps text and the digits of a number', () => {
    expect(searchText('abc')).toBe('abc')
    expect(searchText(12345)).toBe('12345')
  })

  it('reads anything else as absent', () => {
    for (const value of ['', undefined, null, true, {}, ['a'], Number.NaN, Infinity]) {
      expect(searchText(value)).toBeUndefined()
    }
    expect(searchText('x'.repeat(2001))).toBeUndefined()
    expect(searchText('x'.repeat(256), 255)).toBeUndefined()
  })
})

describe('searchUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(searchUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    )
    expect(searchUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBeDefined()
  })

  it('refuses anything else', () => {
    for (const value of ['0f8fad5b-d9cb-469f-a165', '0f8fad5b-d9cb-969f-a165-70867728950e', 42]) {
      expect(searchUuid(value)).toBeUndefined()
    }
  })
})

describe('searchEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(searchEmail('  Ana@Example.COM ')).toBe('ana@example.com')
  })

  it('refuses what is not an address', () => {
    for (const value of ['ana', 'ana@example', 'a b@example.com', 7, `${'a'.repeat(250)}@ex.com`]) {
      expect(searchEmail(value)).toBeUndefined()
    }
  })
})
