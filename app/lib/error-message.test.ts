import { describe, expect, it, vi } from 'vitest'
import { errorMessage } from './error-message'
import { UserFacingError, userFacingErrorAdapter } from './user-facing-error'

describe('errorMessage', () => {
  it('shows a user-facing error’s own words, and logs nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new UserFacingError('These credentials do not match our records.', 422)
    expect(errorMessage(error)).toBe('These credentials do not match our records.')
    expect(log).not.toHaveBeenCalled()
  })

  it.each([
    ['a network failure', new TypeError('fetch failed')],
    [
      'a validation error',
      Object.assign(new Error('[{"code":"invalid_type"}]'), { name: 'ZodError' }),
    ],
    [
      'a server fault with a stack',
      new Error('Cannot read properties of undefined (reading "id")'),
    ],
    ['something that is no error', 'boom'],
  ])('shows a translated apology for %s, and logs it', (_label, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(errorMessage(error)).toBe('Something went wrong. Please try again.')
    expect(log).toHaveBeenCalledWith('Unexpected failure:', error)
  })
})

describe('the user-facing error crossing to the browser', () => {
  it('is recognised, and comes back as itself with its message and status', () => {
    const error = new UserFacingError('Trop de tentatives.', 429)
    expect(userFacingErrorAdapter.test(error)).toBe(true)
    expect(userFacingErrorAdapter.test(new Error('x'))).toBe(false)
    const back = userFacingErrorAdapter.fromSerializable(
      JSON.parse(JSON.stringify(userFacingErrorAdapter.toSerializable(error))),
    )
    expect(back).toBeInstanceOf(UserFacingError)
    expect(back).toMatchObject({ message: 'Trop de tentatives.', status: 429 })
  })
})
