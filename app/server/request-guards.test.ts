import { describe, expect, it, vi } from 'vitest'
import { guardServerFunctionCall, refuseMalformed } from './request-guards'

const request = (path: string) => new Request(`http://localhost:3000${path}`)

describe('refuseMalformed', () => {
  it.each(['//x/%2e%2e', '//evil.example', '///', '/_serverFn/', '/_serverFn//x'])(
    'refuses %s with a 404',
    (path) => {
      expect(refuseMalformed(request(path))?.status).toBe(404)
    },
  )

  it.each(['/', '/fr/terms', '/terms?redirect=%2F%2Fevil', '/_serverFn/abc123'])(
    'lets %s through',
    (path) => {
      expect(refuseMalformed(request(path))).toBeNull()
    },
  )
})

describe('guardServerFunctionCall', () => {
  it('answers 404 when the framework cannot find the function', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = () => Promise.reject(new Error('Server function info not found for nope'))

    const response = await guardServerFunctionCall(failing)

    expect(response).toBeInstanceOf(Response)
    expect(response instanceof Response && response.status).toBe(404)
  })

  it('passes answers through', async () => {
    expect(await guardServerFunctionCall(() => Promise.resolve('fine'))).toBe('fine')
  })
})
