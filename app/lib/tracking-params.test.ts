import { describe, expect, it } from 'vitest'
import { CLICK_ID_PARAMS, stripTrackingParams } from './tracking-params'

describe('CLICK_ID_PARAMS', () => {
  it('lists the click ids to remove', () => {
    expect([...CLICK_ID_PARAMS].sort()).toEqual(
      [
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
      ].sort(),
    )
  })

  it('cannot be changed at runtime', () => {
    expect(Object.isFrozen(CLICK_ID_PARAMS)).toBe(true)
  })
})

describe('stripTrackingParams', () => {
  it('removes utm_* parameters and keeps the rest in order', () => {
    expect(
      stripTrackingParams('https://example.com/a?z=1&utm_source=x&b=2&utm_medium=y&a=3#frag'),
    ).toBe('https://example.com/a?z=1&b=2&a=3#frag')
  })

  it('removes every listed click id', () => {
    for (const param of CLICK_ID_PARAMS) {
      expect(stripTrackingParams(`https://example.com/?keep=1&${param}=abc`)).toBe(
        'https://example.com/?keep=1',
      )
    }
  })

  it('matches utm_ and click ids case-insensitively', () => {
    expect(stripTrackingParams('https://example.com/?UTM_Source=x&Utm_Campaign=y&q=1')).toBe(
      'https://example.com/?q=1',
    )
    expect(stripTrackingParams('https://example.com/?GCLID=1&FbClId=2&q=1')).toBe(
      'https://example.com/?q=1',
    )
  })

  it('keeps parameters that only resemble tracking ones', () => {
    const url = 'https://example.com/?utm=1&xutm_source=2&gclid_x=3&source=4&utmsource=5'
    expect(stripTrackingParams(url)).toBe(url)
  })

  it('drops the ? when the query becomes empty', () => {
    expect(stripTrackingParams('https://example.com/page?utm_source=x&fbclid=y')).toBe(
      'https://example.com/page',
    )
    expect(stripTrackingParams('https://example.com/page?utm_source=x#top')).toBe(
      'https://example.com/page#top',
    )
  })

  it('returns a URL without tracking parameters unchanged', () => {
    for (const url of [
      'https://example.com/',
      'https://example.com/path?a=1&b=2#x',
      'https://example.com/path?',
      'https://example.com/?q=a%20b+c&flag&empty=',
    ]) {
      expect(stripTrackingParams(url)).toBe(url)
    }
  })

  it('keeps remaining parameters exactly as written', () => {
    expect(
      stripTrackingParams('https://example.com/?q=a%2Fb+c&flag&utm_source=x&path=/x/y&e='),
    ).toBe('https://example.com/?q=a%2Fb+c&flag&path=/x/y&e=')
  })

  it('removes repeated and valueless tracking parameters', () => {
    expect(stripTrackingParams('/x?utm_source=a&utm_source=b&gclid&a=1')).toBe('/x?a=1')
  })

  it('does not touch the hash, even when it looks like a query', () => {
    expect(stripTrackingParams('https://example.com/?a=1#?utm_source=x&gclid=1')).toBe(
      'https://example.com/?a=1#?utm_source=x&gclid=1',
    )
    expect(stripTrackingParams('/page#utm_source=x')).toBe('/page#utm_source=x')
  })

  it('keeps relative URLs relative', () => {
    expect(stripTrackingParams('/terms?utm_source=x&a=1#top')).toBe('/terms?a=1#top')
    expect(stripTrackingParams('/terms?utm_source=x#top')).toBe('/terms#top')
    expect(stripTrackingParams('/terms?utm_source=x')).toBe('/terms')
    expect(stripTrackingParams('terms?fbclid=1&b=2')).toBe('terms?b=2')
    expect(stripTrackingParams('?utm_source=x&a=1')).toBe('?a=1')
    expect(stripTrackingParams('?utm_source=x')).toBe('')
    expect(stripTrackingParams('//cdn.example.com/x?gclid=1&v=2')).toBe('//cdn.example.com/x?v=2')
  })

  it('accepts URL objects and returns an absolute string without mutating them', () => {
    const url = new URL('https://example.com/a?utm_source=x&b=2#h')
    expect(stripTrackingParams(url)).toBe('https://example.com/a?b=2#h')
    expect(url.href).toBe('https://example.com/a?utm_source=x&b=2#h')
  })

  it('sees through encoded or split-up tracking keys', () => {
    expect(stripTrackingParams('/x?utm%5Fsource=1&%67clid=2&a=1')).toBe('/x?a=1')
    expect(stripTrackingParams('/x?utm_\nsource=1&a=1')).toBe('/x?a=1')
  })

  it('survives malformed percent escapes', () => {
    expect(stripTrackingParams('/x?%E0%A4%A=1&utm_source=2')).toBe('/x?%E0%A4%A=1')
    expect(stripTrackingParams('/x?%=1')).toBe('/x?%=1')
  })

  it('tidies empty segments only when something was removed', () => {
    expect(stripTrackingParams('/x?a=1&&b=2')).toBe('/x?a=1&&b=2')
    expect(stripTrackingParams('/x?&utm_source=1&&a=1&')).toBe('/x?a=1')
  })

  it('works on non-http schemes', () => {
    expect(stripTrackingParams('mailto:a@example.com?subject=hi&utm_source=mail')).toBe(
      'mailto:a@example.com?subject=hi',
    )
  })

  it('returns unparsable input unchanged', () => {
    for (const input of [
      'http://[::1?utm_source=x',
      'https://exa mple.com/?utm_source=x',
      'http://?gclid=1',
    ]) {
      expect(stripTrackingParams(input)).toBe(input)
    }
  })
})
