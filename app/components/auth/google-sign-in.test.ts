import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearToasts, getToasts } from '~/lib/toast-store'
import { UserFacingError } from '~/lib/user-facing-error'
import { handleGoogleResponse } from './google-sign-in'

afterEach(() => clearToasts())

describe('handleGoogleResponse', () => {
  it('hands the credential to the page', async () => {
    const onCredential = vi.fn(async (_credential: string) => {})

    await handleGoogleResponse(
      { credential: 'header.payload.signature', clientId: 'client', select_by: 'btn' },
      onCredential,
    )

    expect(onCredential).toHaveBeenCalledWith('header.payload.signature')
    expect(getToasts()).toEqual([])
  })

  it.each([
    ['no credential', { select_by: 'btn' }],
    ['an empty credential', { credential: '' }],
    ['nothing at all', undefined],
  ])('shows an error toast for %s, without calling the page', async (_case, response) => {
    const onCredential = vi.fn(async (_credential: string) => {})

    await handleGoogleResponse(response, onCredential)

    expect(onCredential).not.toHaveBeenCalled()
    expect(getToasts()).toMatchObject([
      { severity: 'error', content: 'Signing in with Google didn’t go through. Please try again.' },
    ])
  })

  it('shows the API’s message when the page’s call is refused (SPEC §8, social)', async () => {
    await handleGoogleResponse({ credential: 'token' }, async () => {
      throw new UserFacingError('The Google token is invalid.', 401)
    })

    expect(getToasts()).toMatchObject([
      { severity: 'error', content: 'The Google token is invalid.' },
    ])
  })

  it('shows a translated apology, never the raw text, when the call fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await handleGoogleResponse({ credential: 'token' }, async () => {
      throw new TypeError('fetch failed')
    })

    expect(getToasts()).toMatchObject([
      { severity: 'error', content: 'Something went wrong. Please try again.' },
    ])
  })
})
