// Tells humans from scripts before costly or abusable actions (sign-up, password reset, …):
// a self-hosted ALTCHA proof of work, or Google reCAPTCHA / Cloudflare Turnstile.
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { captchaUses } from '../db/schema.ts'
import type { Clock } from './clock.ts'
import { sha256 } from './tokens.ts'

export type HumanVerificationMode = 'altcha' | 'recaptcha' | 'turnstile'

export type HumanVerifierOptions = {
  mode: HumanVerificationMode
  /** reCAPTCHA / Turnstile secret key. */
  secret?: string
  /** ALTCHA signing key. */
  hmacKey: string
  /** Replaces the provider's siteverify URL (tests). */
  verifyUrl?: string
  db: Database
  clock: Clock
  /**
   * ALTCHA work factor: the most key derivations a solver needs (it needs between half of it
   * and all of it). Each derivation is PBKDF2-SHA-256 with ALTCHA_COST iterations.
   */
  difficulty?: number
  /** How long an ALTCHA challenge stays solvable. */
  challengeTtlMs?: number
}

export type HumanVerifier = {
  mode: HumanVerificationMode
  /** ALTCHA only: a signed challenge for the browser widget. Rejects in the other modes. */
  createChallenge: () => Promise<Challenge>
  /** Whether `token` (ALTCHA payload or provider response token) proves a human; never throws on bad input. */
  verify: (token: string, remoteIp?: string) => Promise<boolean>
}

const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'
/** PBKDF2 iterations per attempt. */
const ALTCHA_COST = 1_000
/** Measured in Node 24: ~0.4 ms per attempt, so at most ~0.2 s on one thread (~0.14 s on average). */
export const DEFAULT_ALTCHA_DIFFICULTY = 500
const DEFAULT_CHALLENGE_TTL_MS = 10 * 60_000
const MAX_TOKEN_LENGTH = 10_000
const PROVIDER_TIMEOUT_MS = 5_000
/** Used ALTCHA challenges are purged at most this often (per process). */
const PURGE_INTERVAL_MS = 60_000

const PROVIDER_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
}

// What the ALTCHA widget submits: base64 of JSON `{ challenge: { parameters, signature }, solution }`.
// Parameters stay loose: the signature covers every key the widget echoes back.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
})

const base64 = /^[A-Za-z0-9+/]+={0,2}$/

const providerAnswer = z.object({ success: z.literal(true) })

function decodePayload(token: string) {
  if (token.length % 4 !== 0 || !base64.test(token)) return null
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function createHumanVerifier(options: HumanVerifierOptions): HumanVerifier {
  const { mode, db, clock } = options
  const difficulty = options.difficulty ?? DEFAULT_ALTCHA_DIFFICULTY
  const challengeTtlMs = options.challengeTtlMs ?? DEFAULT_CHALLENGE_TTL_MS
  if (mode === 'altcha') {
    if (!options.hmacKey) throw new Error('ALTCHA needs an HMAC key')
    if (!Number.isInteger(difficulty) || difficulty < 1) {
      throw new Error('ALTCHA difficulty must be a positive integer')
    }
    if (!(challengeTtlMs >= 1_000)) throw new Error('ALTCHA challenge TTL must be at least 1 s')
  } else if (!options.secret) {
    throw new Error(`${mode} needs a secret`)
  }
  let lastPurgeAt = Number.NEGATIVE_INFINITY

  async function createAltchaChallenge() {
    if (mode !== 'altcha') throw new Error(`No challenge to create in ${mode} mode`)
    return createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      deriveKey,
      // Deterministic mode: the key prefix comes from this counter, so the solver's work is
      // bounded (half the difficulty to all of it) instead of a matter of luck.
      counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
      // The widget shows the challenge as expired from then on.
      expiresAt: Math.floor((clock.now().getTime() + challengeTtlMs) / 1_000),
      hmacSignatureSecret: options.hmacKey,
    })
  }

  async function verifyAltcha(token: string) {
    const payload = decodePayload(token)
    if (!payload) return false
    const { challenge, solution } = payload
    const expiresAt = new Date(challenge.parameters.expiresAt * 1_000)
    const now = clock.now()
    // The clock decides. (altcha-lib also compares expiresAt with the system time, which only
    // matters for a clock that runs behind it.)
    if (!(expiresAt.getTime() >= now.getTime())) return false
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: options.hmacKey,
      })
      if (!result.verified) return false
    } catch {
      return false
    }
    // Single use: the first to insert the challenge's signature wins, even concurrently.
    const inserted = await db
      .insert(captchaUses)
      .values({ tokenHash: sha256(`altcha:${challenge.signature}`), expiresAt })
      .onConflictDoNothing()
      .returning({ tokenHash: captchaUses.tokenHash })
    if (now.getTime() - lastPurgeAt >= PURGE_INTERVAL_MS) {
      lastPurgeAt = now.getTime()
      // Expired challenges are refused anyway: their rows no longer protect anything.
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now))
    }
    return inserted.length === 1
  }

  async function verifyWithProvider(token: string, remoteIp: string | undefined) {
    const form = new URLSearchParams({ secret: options.secret ?? '', response: token })
    if (remoteIp) form.set('remoteip', remoteIp)
    try {
      const response = await fetch(
        options.verifyUrl ??
          (mode === 'recaptcha' ? PROVIDER_URLS.recaptcha : PROVIDER_URLS.turnstile),
        { method: 'POST', body: form, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
      )
      if (!response.ok) {
        await response.body?.cancel()
        return false
      }
      const answer: unknown = await response.json()
      return providerAnswer.safeParse(answer).success
    } catch {
      // Unreachable, timed out, or not JSON.
      return false
    }
  }

  return {
    mode,
    createChallenge: createAltchaChallenge,
    verify: async (token, remoteIp) => {
      if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return false
      return mode === 'altcha' ? verifyAltcha(token) : verifyWithProvider(token, remoteIp)
    },
  }
}
