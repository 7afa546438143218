// The one mapping from domain errors to HTTP: status, Laravel's body, Retry-After.
import { describe, expect, it } from 'vitest'
import {
  DomainError,
  type DomainErrorCode,
  invalid,
  notFound,
  throttled,
} from '../services/domain-error.ts'
import { errorResponse, httpErrorOf } from './errors.ts'

describe('httpErrorOf', () => {
  it('gives each code its status', () => {
    const statuses: [DomainErrorCode, number][] = [
      ['validation', 422],
      ['not_found', 404],
      ['forbidden', 403],
      ['conflict', 409],
      ['throttled', 429],
      ['unauthenticated', 401],
      ['unavailable', 400],
      ['too_large', 413],
      ['unsupported_type', 415],
    ]
    for (const [code, status] of statuses) {
      expect(httpErrorOf(new DomainError(code, 'Nope.')).status, code).toBe(status)
    }
  })

  it('answers refused input as Laravel does: a summary and the messages of each field', () => {
    const error = invalid('en', {
      email: ['The email field is required.'],
      name: ['The name field is required.'],
    })
    expect(httpErrorOf(error)).toMatchObject({
      status: 422,
      body: {
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.'], name: ['The name field is required.'] },
      },
      headers: {},
    })
  })

  it('keeps the field messages of a file over its limit, with 413', () => {
    const error = invalid('en', { cv: ['Too big.'] }, 'too_large')
    expect(httpErrorOf(error)).toMatchObject({
      status: 413,
      body: { message: 'Too big.', errors: { cv: ['Too big.'] } },
    })
  })

  it('tells a throttled caller when to come back', async () => {
    const response = errorResponse(throttled('Slow down.', 42))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(await response.json()).toEqual({ message: 'Slow down.' })
  })

  it('answers other errors with their message only', async () => {
    const response = errorResponse(notFound('it'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Non trovato.' })
  })
})
