import { loginFormSchema, registerFormSchema } from '@contract/forms'
import { describe, expect, it } from 'vitest'
import { schemaValidator } from '~/lib/form-messages'

const registration = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'long enough',
  password_confirmation: 'long enough',
  marketing_emails: false,
}

describe('the sign-in forms’ messages', () => {
  it('say nothing about valid values', () => {
    expect(schemaValidator(registerFormSchema)({ value: registration })).toBeUndefined()
  })

  it('ask for an empty field, whatever rule it broke', () => {
    expect(schemaValidator(loginFormSchema)({ value: { email: '  ', password: '' } })).toEqual({
      fields: { email: 'This field is required.', password: 'This field is required.' },
    })
  })

  it('word a malformed email, a short and a long value', () => {
    const errors = schemaValidator(registerFormSchema)({
      value: {
        ...registration,
        name: 'x'.repeat(256),
        email: 'ada@',
        password: 'short',
        password_confirmation: 'short',
      },
    })
    expect(errors?.fields).toMatchObject({
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
      name: 'Use at most 255 characters.',
    })
  })

  it('say when the confirmation differs from the password', () => {
    const errors = schemaValidator(registerFormSchema)({
      value: { ...registration, password_confirmation: 'long enougH' },
    })
    expect(errors?.fields).toEqual({ password_confirmation: 'The passwords don’t match.' })
  })
})
