// Password hashing with argon2id (OWASP's recommended parameters).
import { hash, verify } from '@node-rs/argon2'

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
