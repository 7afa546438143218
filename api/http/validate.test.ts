import { describe, expect, it } from 'vitest'
import { loginRequestSchema, registerRequestSchema } from '../contract/auth.ts'
import { HttpError } from './errors.ts'
import { validateFields } from './validate.ts'

function errorsOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body }
    throw error
  }
  throw new Error('expected a validation error')
}

describe('validateFields', () => {
  it('returns the parsed, normalised input', () => {
    const input = validateFields('en', loginRequestSchema, {
      email: '  Ada@Example.COM ',
      password: 'secret',
      captcha: 'solution',
    })
    expect(input.email).toBe('ada@example.com')
  })

  it('answers 422 in Laravel’s shape with one message per field', () => {
    const { status, body } = errorsOf(() =>
      validateFields('en', registerRequestSchema, { email: 'nope', password: 'short' }),
    )
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be at least 8 characters.'],
      captcha: ['The human verification field is required.'],
    })
    expect(body.message).toBe('The name field is required. (and 3 more errors)')
  })

  it('treats blank strings as missing and names the limit of long ones', () => {
    const { body } = errorsOf(() =>
      validateFields('en', registerRequestSchema, {
        name: '   ',
        email: 'ada@example.com',
        password: 'x'.repeat(300),
        captcha: 'c',
      }),
    )
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      password: ['The password field must not be greater than 255 characters.'],
    })
    expect(body.message).toBe('The name field is required. (and 1 more error)')
  })

  it('writes the messages in the request’s language', () => {
    const { body } = errorsOf(() => validateFields('fr', loginRequestSchema, {}))
    expect(body.errors?.email?.[0]).toMatch(/^Le champ .+ est obligatoire\.$/)
  })

  it('refuses values of the wrong type without crashing', () => {
    const { status, body } = errorsOf(() =>
      validateFields('en', loginRequestSchema, {
        email: ['a@b.c'],
        password: { $ne: '' },
        captcha: 42,
      }),
    )
    expect(status).toBe(422)
    expect(Object.keys(body.errors ?? {})).toEqual(['email', 'password', 'captcha'])
  })
})
