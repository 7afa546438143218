import { describe, expect, it } from 'vitest'
import { visitActions } from './visit-params'

describe('visitActions', () => {
  it('has nothing to do on an ordinary URL', () => {
    expect(visitActions('/terms', {})).toBeNull()
    expect(visitActions('/terms', { flowId: 42 })).toBeNull()
  })

  it('signs in with a login token and cleans the URL, keeping other parameters', () => {
    expect(visitActions('/dashboard', { login_token: 'abc123', flowId: 7 })).toEqual({
      loginToken: 'abc123',
      sources: [],
      destination: { search: { flowId: 7 } },
    })
  })

  it('remembers where the visitor came from, numbers included', () => {
    expect(visitActions('/', { source_id: 'newsletter-11' })?.sources).toEqual([
      { name: 'source_id', value: 'newsletter-11' },
    ])
    expect(visitActions('/', { source_id: 12345 })?.sources).toEqual([
      { name: 'source_id', value: '12345' },
    ])
    expect(visitActions('/', { source_id: 'x; Domain=evil.com' })?.sources).toEqual([])
  })

  it('follows a same-site redirect and refuses any other', () => {
    expect(visitActions('/', { redirect: '/terms' })?.destination).toEqual({ href: '/terms' })
    for (const hostile of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/%0d%0aX:1',
    ]) {
      expect(visitActions('/', { redirect: hostile })?.destination).toEqual({ search: {} })
    }
  })

  it('leaves `redirect` alone on sign-in pages, where it is the way back after signing in', () => {
    expect(visitActions('/login', { redirect: '/dashboard/account' })).toBeNull()
    expect(visitActions('/register', { redirect: '/x', source_id: 'ad' })?.destination).toEqual({
      search: { redirect: '/x' },
    })
  })
})
