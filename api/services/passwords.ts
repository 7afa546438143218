// Password hashing with argon2id (OWASP's recommended parameters), and the checks a new or a
// current password must pass.
import { hash, verify } from '@node-rs/argon2'
import { passwordConfirmed } from '../contract/constants.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import { invalidField } from './domain-error.ts'

// 2 is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string) {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string | null, password: string) {
  // Accounts without a password still cost one hash, so timing does not tell them apart.
  if (!passwordHash) {
    await hash(password, options)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}

/** Refused input on `password` unless its confirmation (when given) repeats it. */
export function requirePasswordConfirmed(
  locale: ApiLocale,
  password: string,
  confirmation: string | undefined,
) {
  if (passwordConfirmed({ password, password_confirmation: confirmation })) return
  const attribute = translate(locale, 'attribute.password')
  throw invalidField(locale, 'password', translate(locale, 'validation.confirmed', { attribute }))
}

/** Refused input on `current_password` unless it is the account's password. */
export async function requireCurrentPassword(
  locale: ApiLocale,
  passwordHash: string | null,
  current = '',
) {
  if (await verifyPassword(passwordHash, current)) return
  const key = current === '' ? 'validation.required' : 'auth.password_incorrect'
  const attribute = translate(locale, 'attribute.current_password')
  throw invalidField(locale, 'current_password', translate(locale, key, { attribute }))
}
