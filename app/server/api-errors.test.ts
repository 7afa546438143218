// SPEC §8 row by row: every kind of call against every status the catalogue names.
import { describe, expect, it } from 'vitest'
import { UserFacingError } from '../lib/user-facing-error'
import { ApiError } from './api-client'
import { type CallKind, underCatalogue } from './api-errors'

const EMPTY = Symbol('empty result')

type Outcome = 'empty' | 'server message' | 'rethrown'

const rows: [CallKind, number, Outcome][] = [
  ['flows', 409, 'empty'],
  ['flows', 404, 'rethrown'],
  ['flows', 422, 'rethrown'],
  ['account-write', 422, 'empty'],
  ['account-write', 409, 'rethrown'],
  ['account-write', 401, 'rethrown'],
  ['me', 401, 'empty'],
  ['me', 500, 'rethrown'],
  ['credentials', 422, 'server message'],
  ['credentials', 429, 'server message'],
  ['credentials', 419, 'rethrown'],
  ['social', 400, 'server message'],
  ['social', 401, 'server message'],
  ['social', 409, 'server message'],
  ['social', 422, 'server message'],
  ['social', 429, 'server message'],
  ['social', 500, 'rethrown'],
  ['strict', 409, 'rethrown'],
  ['strict', 422, 'rethrown'],
  ['strict', 401, 'rethrown'],
]

describe('underCatalogue', () => {
  it.each(rows)('%s call answered %i: %s', async (kind, status, outcome) => {
    const error = new ApiError(status, 'Status text', { message: `Server says ${status}` })
    const result = underCatalogue(kind, () => Promise.reject(error), EMPTY)
    if (outcome === 'empty') {
      expect(await result).toBe(EMPTY)
    } else if (outcome === 'server message') {
      const thrown = await result.catch((caught: unknown) => caught)
      expect(thrown).toBeInstanceOf(UserFacingError)
      expect(thrown).toMatchObject({ message: `Server says ${status}`, status })
    } else {
      await expect(result).rejects.toBe(error)
    }
  })

  it('passes successful answers through', async () => {
    expect(await underCatalogue('flows', () => Promise.resolve('page'), EMPTY)).toBe('page')
  })

  it('rethrows what is not an API answer (network failures)', async () => {
    const failure = new TypeError('fetch failed')
    await expect(underCatalogue('me', () => Promise.reject(failure), null)).rejects.toBe(failure)
  })

  it('falls back to the status text when the server sent no message', () => {
    expect(new ApiError(502, 'Bad Gateway', '<html>proxy</html>').message).toBe('Bad Gateway')
    expect(new ApiError(500, '', null).message).toBe('HTTP 500')
  })
})
