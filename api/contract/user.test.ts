import { describe, expect, it } from 'vitest'
import { userResourceSchema } from './user.ts'

describe('userResourceSchema', () => {
  it('reads a Laravel UserResource that has only the id, the name and the address', () => {
    const body = { data: { id: 7, name: 'Ada', email: 'ada@example.com' } }
    expect(userResourceSchema.parse(body).data).toEqual(body.data)
  })

  it('still needs the name and the address (SPEC §3)', () => {
    expect(
      userResourceSchema.safeParse({ data: { id: 7, email: 'ada@example.com' } }).success,
    ).toBe(false)
    expect(userResourceSchema.safeParse({ data: { id: 7, name: 'Ada' } }).success).toBe(false)
  })

  it('takes an optional field it cannot use as absent', () => {
    const body = { data: { name: 'Ada', email: 'a@example.com', lang: 'de', has_password: 1 } }
    const user = userResourceSchema.parse(body).data
    expect(user.lang).toBeUndefined()
    expect(user.has_password).toBeUndefined()
  })
})
