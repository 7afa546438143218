import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

const origin = 'https://docugen.example'

describe('safeRedirect', () => {
  it.each([
    ['/terms', '/terms'],
    ['/fr/dashboard/account?tab=password#top', '/fr/dashboard/account?tab=password#top'],
    ['/a/../b', '/b'],
  ])('follows %s', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected)
  })

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://docugen.example.evil.com/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%0d%0aSet-Cookie:x=1',
    '/%0aLocation:%20https://evil.com',
    '/\r\nLocation: https://evil.com',
    '/%2F%2Fevil.com',
    '/.//evil.example',
    '/././/evil.example/path',
    '/a/..//evil.example',
    '/%5Cevil.com',
    'https://user:pass@docugen.example/',
    '//user@evil.com',
    'evil.com',
    '',
    '/%E0%A4%A',
    42,
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value, origin)).toBeNull()
  })
})
