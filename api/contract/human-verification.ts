// The human-verification wire format: an ALTCHA challenge, and the payload that answers it.
// The browser solves it before sign-up, sign-in and password resets; tests solve it the same way.
import { solveChallenge } from 'altcha-lib'
// WebCrypto: the same code solves in the browser and in Node.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { z } from 'zod'

const challengeSchema = z.object({
  // Loose: everything the server signed must go back unchanged.
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string(),
})

/**
 * Finds the solution of `challenge` (as the API's challenge endpoint returns it) and returns the
 * payload the widget would submit: base64 of `{ challenge: { parameters, signature }, solution }`.
 */
export async function solveAltcha(challenge: unknown): Promise<string> {
  // Through JSON, as the challenge reaches the browser.
  const { parameters, signature } = challengeSchema.parse(JSON.parse(JSON.stringify(challenge)))
  const solution = await solveChallenge({
    challenge: { parameters, signature },
    deriveKey,
    timeout: 10_000,
  })
  if (!solution) throw new Error('ALTCHA challenge not solved in time')
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }))
}
