import { updateMeRequestSchema } from '@contract/account'
import { describe, expect, it } from 'vitest'
import { schemaValidator } from '~/lib/form-messages'

const validate = schemaValidator(updateMeRequestSchema)

describe('schemaValidator', () => {
  it('gives each invalid field one translated message', () => {
    expect(validate({ value: { name: '  ', email: 'not-an-email', lang: 'de' } })).toEqual({
      fields: {
        name: 'This field is required.',
        email: 'Enter a valid email address.',
        lang: 'Check this value.',
      },
    })
  })

  it('treats an empty email as missing, and a long name as too long', () => {
    expect(validate({ value: { name: 'x'.repeat(256), email: '' } })).toEqual({
      fields: { name: 'Use at most 255 characters.', email: 'This field is required.' },
    })
  })

  it('passes valid values', () => {
    expect(validate({ value: { name: 'Ada', email: 'ada@example.com', lang: 'fr' } })).toBe(
      undefined,
    )
  })
})
