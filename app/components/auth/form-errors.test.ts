import { describe, expect, it } from 'vitest'
import { loginFormSchema, registerFormSchema } from './auth-schemas'
import { fieldErrorMessage, serverErrorMessage } from './form-errors'

function issuesFor(schema: typeof registerFormSchema | typeof loginFormSchema, value: unknown) {
  const result = schema.safeParse(value)
  return (field: string) => result.error?.issues.filter((issue) => issue.path[0] === field) ?? []
}

const registration = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'long enough',
  password_confirmation: 'long enough',
  marketing_emails: false,
}

describe('fieldErrorMessage', () => {
  it('says nothing about a valid field', () => {
    expect(fieldErrorMessage([], 'ada@example.com')).toBeUndefined()
    expect(fieldErrorMessage([undefined], 'ada@example.com')).toBeUndefined()
  })

  it('asks for an empty field, whatever rule it broke', () => {
    const issues = issuesFor(loginFormSchema, { email: '  ', password: '' })
    expect(fieldErrorMessage(issues('email'), '  ')).toBe('This field is required.')
    expect(fieldErrorMessage(issues('password'), '')).toBe('This field is required.')
  })

  it('words a malformed email, a short and a long value', () => {
    const issues = issuesFor(registerFormSchema, {
      ...registration,
      name: 'x'.repeat(256),
      email: 'ada@',
      password: 'short',
      password_confirmation: 'short',
    })
    expect(fieldErrorMessage(issues('email'), 'ada@')).toBe('Enter a valid email address.')
    expect(fieldErrorMessage(issues('password'), 'short')).toBe('Use at least 8 characters.')
    expect(fieldErrorMessage(issues('name'), 'x')).toBe('Use at most 255 characters.')
  })

  it('says when the confirmation differs from the password', () => {
    const issues = issuesFor(registerFormSchema, {
      ...registration,
      password_confirmation: 'long enougH',
    })
    expect(fieldErrorMessage(issues('password_confirmation'), 'long enougH')).toBe(
      'The passwords don’t match.',
    )
  })
})

describe('serverErrorMessage', () => {
  it('uses the server’s words, or a generic apology', () => {
    expect(serverErrorMessage(new Error('These credentials do not match our records.'))).toBe(
      'These credentials do not match our records.',
    )
    expect(serverErrorMessage('boom')).toBe('Something went wrong. Please try again.')
  })
})
