// Verifies the ID token ("credential") that Google Identity Services hands to the browser, against
// Google's published signing keys. The token itself is a secret-bearing bearer credential: it is
// never logged and never attached to an error.
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose'
import type { Clock } from './clock.ts'

export type GoogleIdentity = {
  sub: string
  email: string
  emailVerified: boolean
  name: string
  picture: string | null
  locale: string | null
}

/** Any reason to refuse a credential; `reason` is a short machine-readable code. */
export class InvalidGoogleTokenError extends Error {
  reason: string

  constructor(reason: string) {
    super(`Invalid Google ID token: ${reason}`)
    this.name = 'InvalidGoogleTokenError'
    this.reason = reason
  }
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

/** Seconds of clock skew accepted on exp, nbf and iat. */
const CLOCK_TOLERANCE = 5
/** Google ID tokens are ~1-2 KB; anything far larger is not one. */
const MAX_CREDENTIAL_LENGTH = 16_384

export type GoogleVerifier = {
  /** False when no client id is configured: Google sign-in is then switched off. */
  enabled: boolean
  verify(credential: string): Promise<GoogleIdentity>
}

export function createGoogleVerifier(options: {
  clientId: string | undefined
  jwksUrl: string
  issuers?: string[]
  clock: Clock
}): GoogleVerifier {
  const { clientId, clock } = options
  const issuers = options.issuers ?? GOOGLE_ISSUERS

  if (!clientId) {
    return {
      enabled: false,
      verify: async () => {
        throw new InvalidGoogleTokenError('disabled')
      },
    }
  }

  // Created once: jose caches the key set and refetches it when an unknown kid shows up.
  const remoteKeys = createRemoteJWKSet(new URL(options.jwksUrl))
  // Failures to obtain a key are told apart here, before they can be confused with token faults.
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remoteKeys(header, token)
    } catch (error) {
      throw new InvalidGoogleTokenError(
        error instanceof errors.JWKSNoMatchingKey ? 'unknown_key' : 'jwks_unavailable',
      )
    }
  }

  async function verify(credential: string): Promise<GoogleIdentity> {
    if (
      typeof credential !== 'string' ||
      !credential ||
      credential.length > MAX_CREDENTIAL_LENGTH
    ) {
      throw new InvalidGoogleTokenError('malformed')
    }
    const now = clock.now()
    let payload: JWTPayload
    try {
      const result = await jwtVerify(credential, keys, {
        audience: clientId,
        issuer: issuers,
        algorithms: ['RS256'],
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE,
        requiredClaims: ['exp', 'iat'],
      })
      payload = result.payload
    } catch (error) {
      throw new InvalidGoogleTokenError(reasonFor(error))
    }
    // jose only checks that iat is not in the future when maxTokenAge is set.
    if (typeof payload.iat !== 'number' || payload.iat > now.getTime() / 1000 + CLOCK_TOLERANCE) {
      throw new InvalidGoogleTokenError('issued_in_future')
    }
    return identityFrom(payload)
  }

  return { enabled: true, verify }
}

function reasonFor(error: unknown): string {
  if (error instanceof InvalidGoogleTokenError) return error.reason
  if (error instanceof errors.JWTExpired) return 'expired'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'wrong_audience'
    if (error.claim === 'iss') return 'wrong_issuer'
    if (error.reason === 'missing') return `missing_${error.claim}`
    return 'invalid_claims'
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return 'alg_not_allowed'
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad_signature'
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'malformed'
  return 'invalid'
}

function identityFrom(payload: JWTPayload): GoogleIdentity {
  const { sub, email, email_verified: emailVerified, name, picture, locale } = payload
  if (typeof sub !== 'string' || !sub) throw new InvalidGoogleTokenError('missing_sub')
  if (typeof email !== 'string' || !email) throw new InvalidGoogleTokenError('missing_email')
  return {
    sub,
    email,
    emailVerified: emailVerified === true || emailVerified === 'true',
    name: typeof name === 'string' && name.trim() ? name : email.split('@')[0] || email,
    picture: typeof picture === 'string' && picture ? picture : null,
    locale: typeof locale === 'string' && locale ? locale : null,
  }
}
