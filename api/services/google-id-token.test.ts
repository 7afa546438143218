import { createServer, type Server } from 'node:http'
import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeClock } from './clock.ts'
import { createGoogleVerifier, InvalidGoogleTokenError } from './google-id-token.ts'

const CLIENT_ID = 'test-client.apps.googleusercontent.com'
const KID = 'test-key-1'
const HOUR = 3600

let server: Server
let baseUrl: string
let privateKey: CryptoKey
let jwksRequests = 0

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  privateKey = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }

  server = createServer((request, response) => {
    if (request.url === '/jwks') {
      jwksRequests++
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ keys: [jwk] }))
    } else if (request.url === '/not-json') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('<html>')
    } else {
      response.writeHead(500)
      response.end('boom')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('server has no port')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  )
})

let clock: ReturnType<typeof fakeClock>

beforeEach(() => {
  clock = fakeClock()
})

function verifier(
  overrides: { clientId?: string | undefined; path?: string; issuers?: string[] } = {},
) {
  return createGoogleVerifier({
    clientId: 'clientId' in overrides ? overrides.clientId : CLIENT_ID,
    jwksUrl: `${baseUrl}${overrides.path ?? '/jwks'}`,
    issuers: overrides.issuers,
    clock,
  })
}

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

function claims(extra: JWTPayload = {}): JWTPayload {
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'ada.lovelace@example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    picture: 'https://lh3.googleusercontent.com/a/photo',
    locale: 'en-GB',
    ...extra,
  }
}

function sign(
  payload: JWTPayload = claims(),
  options: { key?: CryptoKey; kid?: string; iat?: number; exp?: number } = {},
) {
  const iat = options.iat ?? nowSeconds()
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + HOUR)
    .sign(options.key ?? privateKey)
}

/** The error a promise rejects with; fails the test if it resolves. */
async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the promise to reject')
}

async function expectReason(promise: Promise<unknown>, reason: string) {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(InvalidGoogleTokenError)
  expect(error).toMatchObject({ reason })
}

describe('createGoogleVerifier', () => {
  describe('a valid token', () => {
    it('yields the identity', async () => {
      const identity = await verifier().verify(await sign())
      expect(identity).toEqual({
        sub: '110169484474386276334',
        email: 'ada.lovelace@example.com',
        emailVerified: true,
        name: 'Ada Lovelace',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        locale: 'en-GB',
      })
    })

    it("accepts email_verified as the string 'true'", async () => {
      const identity = await verifier().verify(await sign(claims({ email_verified: 'true' })))
      expect(identity.emailVerified).toBe(true)
    })

    it('reports unverified emails as unverified', async () => {
      const v = verifier()
      expect((await v.verify(await sign(claims({ email_verified: false })))).emailVerified).toBe(
        false,
      )
      expect((await v.verify(await sign(claims({ email_verified: 'false' })))).emailVerified).toBe(
        false,
      )
      expect(
        (await v.verify(await sign(claims({ email_verified: undefined })))).emailVerified,
      ).toBe(false)
    })

    it('falls back to the local part of the email for the name, and null picture and locale', async () => {
      const identity = await verifier().verify(
        await sign(claims({ name: undefined, picture: undefined, locale: undefined })),
      )
      expect(identity.name).toBe('ada.lovelace')
      expect(identity.picture).toBeNull()
      expect(identity.locale).toBeNull()
    })

    it("accepts the issuer without scheme ('accounts.google.com')", async () => {
      const identity = await verifier().verify(await sign(claims({ iss: 'accounts.google.com' })))
      expect(identity.sub).toBe('110169484474386276334')
    })

    it('accepts an audience array that contains the client id', async () => {
      const identity = await verifier().verify(
        await sign(claims({ aud: ['someone-else', CLIENT_ID] })),
      )
      expect(identity.email).toBe('ada.lovelace@example.com')
    })

    it('honours custom issuers', async () => {
      const v = verifier({ issuers: ['https://issuer.test'] })
      expect((await v.verify(await sign(claims({ iss: 'https://issuer.test' })))).sub).toBe(
        '110169484474386276334',
      )
      await expectReason(v.verify(await sign()), 'wrong_issuer')
    })

    it('fetches the key set once and reuses it', async () => {
      const v = verifier()
      const before = jwksRequests
      await v.verify(await sign())
      await v.verify(await sign(claims({ sub: 'another' })))
      expect(jwksRequests - before).toBe(1)
    })

    it('tolerates a few seconds of clock skew past exp', async () => {
      const token = await sign()
      clock.advance((HOUR + 3) * 1000)
      expect((await verifier().verify(token)).sub).toBe('110169484474386276334')
    })
  })

  describe('rejects', () => {
    it('a token for another audience', async () => {
      await expectReason(
        verifier().verify(await sign(claims({ aud: 'other-client' }))),
        'wrong_audience',
      )
    })

    it('a token without an audience', async () => {
      await expectReason(
        verifier().verify(await sign(claims({ aud: undefined }))),
        'wrong_audience',
      )
    })

    it('a token from another issuer', async () => {
      await expectReason(
        verifier().verify(await sign(claims({ iss: 'https://evil.example.com' }))),
        'wrong_issuer',
      )
    })

    it('an expired token', async () => {
      const token = await sign()
      const v = verifier()
      expect((await v.verify(token)).sub).toBe('110169484474386276334')
      clock.advance((HOUR + 10) * 1000)
      await expectReason(v.verify(token), 'expired')
    })

    it('a token issued in the future', async () => {
      await expectReason(
        verifier().verify(await sign(claims(), { iat: nowSeconds() + 600 })),
        'issued_in_future',
      )
    })

    it('a token not valid yet (nbf)', async () => {
      await expectReason(
        verifier().verify(await sign(claims({ nbf: nowSeconds() + 600 }))),
        'invalid_claims',
      )
    })

    it('a token without exp', async () => {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setIssuedAt(nowSeconds())
        .sign(privateKey)
      await expectReason(verifier().verify(token), 'missing_exp')
    })

    it('a token signed by another key under the same kid', async () => {
      const other = await generateKeyPair('RS256', { extractable: true })
      await expectReason(
        verifier().verify(await sign(claims(), { key: other.privateKey })),
        'bad_signature',
      )
    })

    it('a token whose signature was tampered with', async () => {
      const token = await sign()
      const [header, , signature] = token.split('.')
      const forged = Buffer.from(JSON.stringify(claims({ sub: 'admin' }))).toString('base64url')
      await expectReason(verifier().verify(`${header}.${forged}.${signature}`), 'bad_signature')
    })

    it('a token with an unknown kid', async () => {
      await expectReason(verifier().verify(await sign(claims(), { kid: 'nope' })), 'unknown_key')
    })

    it("an unsigned token (alg 'none')", async () => {
      const token = new UnsecuredJWT(claims())
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + HOUR)
        .encode()
      await expectReason(verifier().verify(token), 'alg_not_allowed')
    })

    it('an HS256 token', async () => {
      const secret = new TextEncoder().encode('a-shared-secret-that-is-long-enough!')
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + HOUR)
        .sign(secret)
      await expectReason(verifier().verify(token), 'alg_not_allowed')
    })

    it('garbage', async () => {
      const v = verifier()
      await expectReason(v.verify('not-a-jwt'), 'malformed')
      await expectReason(v.verify('a.b.c'), 'malformed')
      await expectReason(v.verify(''), 'malformed')
      await expectReason(v.verify('x'.repeat(100_000)), 'malformed')
    })

    it('a token without sub', async () => {
      await expectReason(verifier().verify(await sign(claims({ sub: undefined }))), 'missing_sub')
      await expectReason(verifier().verify(await sign(claims({ sub: '' }))), 'missing_sub')
    })

    it('a token without email', async () => {
      await expectReason(
        verifier().verify(await sign(claims({ email: undefined }))),
        'missing_email',
      )
    })

    it('everything when disabled (no client id)', async () => {
      const v = verifier({ clientId: undefined })
      expect(v.enabled).toBe(false)
      expect(verifier().enabled).toBe(true)
      const before = jwksRequests
      await expectReason(v.verify(await sign()), 'disabled')
      expect(jwksRequests).toBe(before)
    })

    it('tokens when the key set answers 500', async () => {
      await expectReason(verifier({ path: '/broken' }).verify(await sign()), 'jwks_unavailable')
    })

    it('tokens when the key set is not JSON', async () => {
      await expectReason(verifier({ path: '/not-json' }).verify(await sign()), 'jwks_unavailable')
    })
  })

  it('never leaks the token or jose errors', async () => {
    const methods: Array<'log' | 'info' | 'warn' | 'error' | 'debug'> = [
      'log',
      'info',
      'warn',
      'error',
      'debug',
    ]
    const spies = methods.map((method) => vi.spyOn(console, method).mockImplementation(() => {}))
    const token = await sign(claims({ aud: 'other-client' }))
    const error = await rejection(verifier().verify(token))
    expect(error).toBeInstanceOf(InvalidGoogleTokenError)
    if (!(error instanceof InvalidGoogleTokenError)) return
    expect(error.cause).toBeUndefined()
    expect(error.message).not.toContain(token)
    expect(error.stack ?? '').not.toContain(token)
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})
