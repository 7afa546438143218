// Service tests read a refusal as a value: the test fails if the call succeeds or throws anything
// else than a domain error.
import { DomainError } from '../services/domain-error.ts'

export async function domainErrorOf(call: () => unknown): Promise<DomainError> {
  try {
    await call()
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error('Expected a domain error')
}
