// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { localeCookie, rememberLocale } from './remember-locale'

describe('remembering the chosen language', () => {
  it('keeps it for 100 days on the whole site', () => {
    expect(localeCookie('fr', false)).toBe('NEXT_LOCALE=fr; Max-Age=8640000; Path=/; SameSite=Lax')
    expect(localeCookie('it', true)).toContain('; Secure')
  })

  it('writes the cookie the redirect of / reads', () => {
    rememberLocale('es')
    expect(document.cookie).toContain('NEXT_LOCALE=es')
  })
})
