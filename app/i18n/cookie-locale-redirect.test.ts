import { describe, expect, it } from 'vitest'
import { cookieLocaleRedirect } from './cookie-locale-redirect'

const request = (path: string, cookie?: string, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers: cookie ? { cookie } : {} })

describe('cookieLocaleRedirect', () => {
  it('sends / to the remembered language, keeping the query', () => {
    const response = cookieLocaleRedirect(request('/?utm=x', 'a=1; NEXT_LOCALE=it'), 'NEXT_LOCALE')
    expect(response?.status).toBe(307)
    expect(response?.headers.get('location')).toBe('/it/?utm=x')
    expect(response?.headers.get('vary')).toBe('Cookie')
  })

  it('leaves every other path alone, so shared links keep their language', () => {
    for (const path of ['/terms', '/fr/', '/it/privacy', '//', '/index']) {
      expect(cookieLocaleRedirect(request(path, 'NEXT_LOCALE=fr'), 'NEXT_LOCALE')).toBeUndefined()
    }
  })

  it('ignores English, unknown or hostile cookie values', () => {
    for (const value of ['en', 'de', '', 'fr%2F..%2Fevil', '//evil.example', 'FR']) {
      expect(
        cookieLocaleRedirect(request('/', `NEXT_LOCALE=${value}`), 'NEXT_LOCALE'),
      ).toBeUndefined()
    }
    expect(cookieLocaleRedirect(request('/'), 'NEXT_LOCALE')).toBeUndefined()
  })

  it('only redirects page loads', () => {
    expect(
      cookieLocaleRedirect(request('/', 'NEXT_LOCALE=fr', 'POST'), 'NEXT_LOCALE'),
    ).toBeUndefined()
    expect(
      cookieLocaleRedirect(request('/', 'NEXT_LOCALE=fr', 'HEAD'), 'NEXT_LOCALE')?.status,
    ).toBe(307)
  })
})
