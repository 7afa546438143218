import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createChallenge as createAltchaChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type DatabaseHandle, openDatabase } from '../db/database.ts'
import { captchaUses } from '../db/schema.ts'
import { solveAltcha } from '../testing/solve-altcha.ts'
import { fakeClock } from './clock.ts'
import { createHumanVerifier, type HumanVerificationMode } from './human-verification.ts'

const HMAC_KEY = 'test-hmac-key'
const TTL_MS = 10 * 60_000

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openDatabase({ memory: true })
  await handle.migrate()
  // Starting PGlite takes seconds, more on a busy machine.
}, 60_000)

afterAll(async () => {
  await handle.close()
})

beforeEach(async () => {
  await handle.db.delete(captchaUses)
})

function altchaVerifier(clock = fakeClock(new Date()), hmacKey = HMAC_KEY) {
  // altcha-lib also checks expiry against the system time: start the fake clock at real now.
  return createHumanVerifier({
    mode: 'altcha',
    hmacKey,
    db: handle.db,
    clock,
    difficulty: 10,
    challengeTtlMs: TTL_MS,
  })
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ cost: z.number(), salt: z.string(), expiresAt: z.number() }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

function decode(payload: string) {
  return payloadSchema.parse(JSON.parse(atob(payload)))
}

function encode(payload: unknown) {
  return btoa(JSON.stringify(payload))
}

describe('ALTCHA', () => {
  it('accepts a solved challenge once', async () => {
    const verifier = altchaVerifier()
    const payload = await solveAltcha(await verifier.createChallenge())
    expect(await verifier.verify(payload)).toBe(true)
    expect(await verifier.verify(payload)).toBe(false)
    // Another challenge is still fine.
    expect(await verifier.verify(await solveAltcha(await verifier.createChallenge()))).toBe(true)
  })

  it('lets only one of two concurrent uses of a payload pass', async () => {
    const verifier = altchaVerifier()
    const payload = await solveAltcha(await verifier.createChallenge())
    const results = await Promise.all([verifier.verify(payload), verifier.verify(payload)])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await handle.db.$count(captchaUses)).toBe(1)
  })

  it('shares used payloads between verifiers on the same database', async () => {
    const clock = fakeClock(new Date())
    const payload = await solveAltcha(await altchaVerifier(clock).createChallenge())
    expect(await altchaVerifier(clock).verify(payload)).toBe(true)
    expect(await altchaVerifier(clock).verify(payload)).toBe(false)
  })

  it('issues a signed challenge that expires after the TTL', async () => {
    const clock = fakeClock(new Date())
    const challenge = await altchaVerifier(clock).createChallenge()
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt).toBe(Math.floor((clock.now().getTime() + TTL_MS) / 1000))
  })

  it('refuses a tampered challenge', async () => {
    const verifier = altchaVerifier()
    const payload = decode(await solveAltcha(await verifier.createChallenge()))
    const cheaper = { ...payload.challenge.parameters, cost: payload.challenge.parameters.cost - 1 }
    expect(
      await verifier.verify(
        encode({ ...payload, challenge: { ...payload.challenge, parameters: cheaper } }),
      ),
    ).toBe(false)
    const later = {
      ...payload.challenge.parameters,
      expiresAt: payload.challenge.parameters.expiresAt + 3600,
    }
    expect(
      await verifier.verify(
        encode({ ...payload, challenge: { ...payload.challenge, parameters: later } }),
      ),
    ).toBe(false)
    const signature = payload.challenge.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))
    expect(
      await verifier.verify(encode({ ...payload, challenge: { ...payload.challenge, signature } })),
    ).toBe(false)
    const { signature: _, ...unsigned } = payload.challenge
    expect(await verifier.verify(encode({ ...payload, challenge: unsigned }))).toBe(false)
    // Untouched, it passes: the refusals above come from the tampering.
    expect(await verifier.verify(encode(payload))).toBe(true)
  })

  it('refuses a challenge signed with another key', async () => {
    const clock = fakeClock(new Date())
    const payload = await solveAltcha(await altchaVerifier(clock, 'another-key').createChallenge())
    expect(await altchaVerifier(clock).verify(payload)).toBe(false)
    expect(await altchaVerifier(clock, 'another-key').verify(payload)).toBe(true)
  })

  it('refuses a challenge with another algorithm, even signed with the right key', async () => {
    const clock = fakeClock(new Date())
    const challenge = await createAltchaChallenge({
      algorithm: 'PBKDF2/SHA-512',
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: new Date(clock.now().getTime() + TTL_MS),
      hmacSignatureSecret: HMAC_KEY,
    })
    expect(await altchaVerifier(clock).verify(await solveAltcha(challenge))).toBe(false)
  })

  it('refuses an expired challenge, by the clock', async () => {
    const clock = fakeClock(new Date())
    const verifier = altchaVerifier(clock)
    const onTime = await solveAltcha(await verifier.createChallenge())
    const late = await solveAltcha(await verifier.createChallenge())
    clock.advance(TTL_MS - 1000)
    expect(await verifier.verify(onTime)).toBe(true)
    clock.advance(2000)
    expect(await verifier.verify(late)).toBe(false)
  })

  it('refuses a wrong solution', async () => {
    const verifier = altchaVerifier()
    const payload = decode(await solveAltcha(await verifier.createChallenge()))
    const { counter, derivedKey } = payload.solution
    const flipped = derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    for (const solution of [
      { counter: counter + 1, derivedKey },
      { counter, derivedKey: flipped },
      { counter: -1, derivedKey },
      { counter: 0.5, derivedKey },
      { counter, derivedKey: 'zz' },
      { counter },
    ]) {
      expect(await verifier.verify(encode({ ...payload, solution }))).toBe(false)
    }
    expect(await verifier.verify(encode(payload))).toBe(true)
  })

  it('refuses garbage without throwing', async () => {
    const verifier = altchaVerifier()
    const payload = await solveAltcha(await verifier.createChallenge())
    for (const token of [
      '',
      'abc',
      '!!!!',
      btoa('not json'),
      btoa('null'),
      btoa('[]'),
      btoa('{"challenge":{},"solution":{}}'),
      encode({ ...decode(payload), challenge: 'x' }),
      `${payload}=`,
      'A'.repeat(10_004),
      `${payload}${' '.repeat(10_001)}`,
    ]) {
      expect(await verifier.verify(token)).toBe(false)
    }
    expect(await handle.db.$count(captchaUses)).toBe(0)
  })

  it('purges used challenges once they have expired', async () => {
    const clock = fakeClock(new Date())
    const verifier = altchaVerifier(clock)
    expect(await verifier.verify(await solveAltcha(await verifier.createChallenge()))).toBe(true)
    expect(await handle.db.$count(captchaUses)).toBe(1)
    // Long-lived, so that it is still valid at the advanced time.
    const next = await solveAltcha(
      await createHumanVerifier({
        mode: 'altcha',
        hmacKey: HMAC_KEY,
        db: handle.db,
        clock: fakeClock(new Date()),
        difficulty: 10,
        challengeTtlMs: 3 * TTL_MS,
      }).createChallenge(),
    )
    clock.advance(TTL_MS + 60_000)
    expect(await verifier.verify(next)).toBe(true)
    expect(await handle.db.$count(captchaUses)).toBe(1)
  })

  it('throws on an unusable configuration', () => {
    const base = { mode: 'altcha' as const, db: handle.db, clock: fakeClock() }
    expect(() => createHumanVerifier({ ...base, hmacKey: '' })).toThrow()
    expect(() => createHumanVerifier({ ...base, hmacKey: HMAC_KEY, difficulty: 0 })).toThrow()
    expect(() => createHumanVerifier({ ...base, mode: 'turnstile', hmacKey: '' })).toThrow()
  })
})

type Received = { path: string | undefined; contentType: string | undefined; form: URLSearchParams }

describe.each<HumanVerificationMode>(['recaptcha', 'turnstile'])('%s', (mode) => {
  let server: Server
  let url: string
  let received: Received[] = []
  let respond: (response: ServerResponse) => void = () => {}

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({
          path: request.url,
          contentType: request.headers['content-type'],
          form: new URLSearchParams(body),
        })
        respond(response)
      })
    })
    url = await listen(server)
  })

  afterAll(async () => {
    await close(server)
  })

  beforeEach(() => {
    received = []
  })

  function verifier(verifyUrl = `${url}/siteverify`) {
    return createHumanVerifier({
      mode,
      secret: 'provider-secret',
      hmacKey: HMAC_KEY,
      verifyUrl,
      db: handle.db,
      clock: fakeClock(),
    })
  }

  function json(status: number, body: unknown) {
    return (response: ServerResponse) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
  }

  it('accepts a token the provider confirms, sending secret, token and IP as a form', async () => {
    respond = json(200, { success: true, hostname: 'example.com' })
    expect(await verifier().verify('provider-token', '203.0.113.7')).toBe(true)
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request?.path).toBe('/siteverify')
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      secret: 'provider-secret',
      response: 'provider-token',
      remoteip: '203.0.113.7',
    })
  })

  it('leaves the IP out when unknown', async () => {
    respond = json(200, { success: true })
    expect(await verifier().verify('provider-token')).toBe(true)
    expect(received[0]?.form.has('remoteip')).toBe(false)
  })

  it('refuses a token the provider rejects', async () => {
    respond = json(200, { success: false, 'error-codes': ['invalid-input-response'] })
    expect(await verifier().verify('provider-token', '203.0.113.7')).toBe(false)
    expect(received).toHaveLength(1)
  })

  it('refuses unless success is exactly true', async () => {
    respond = json(200, { success: 'true' })
    expect(await verifier().verify('provider-token')).toBe(false)
    respond = json(200, [true])
    expect(await verifier().verify('provider-token')).toBe(false)
    expect(received).toHaveLength(2)
  })

  it('refuses on a non-JSON answer or a server error', async () => {
    respond = (response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html>success</html>')
    }
    expect(await verifier().verify('provider-token')).toBe(false)
    respond = json(500, { success: true })
    expect(await verifier().verify('provider-token')).toBe(false)
    expect(received).toHaveLength(2)
  })

  it('refuses when the provider is unreachable', async () => {
    const closed = createServer()
    const closedUrl = await listen(closed)
    await close(closed)
    expect(await verifier(`${closedUrl}/siteverify`).verify('provider-token')).toBe(false)
  })

  it('refuses empty and over-long tokens without asking the provider', async () => {
    respond = json(200, { success: true })
    expect(await verifier().verify('')).toBe(false)
    expect(await verifier().verify('x'.repeat(10_001))).toBe(false)
    expect(received).toHaveLength(0)
    expect(await verifier().verify('x'.repeat(10_000))).toBe(true)
  })

  it('has no challenge to create', async () => {
    const created = verifier().createChallenge()
    await expect(created).rejects.toThrow()
    expect(verifier().mode).toBe(mode)
  })
})

function listen(server: Server) {
  return new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address: AddressInfo | string | null = server.address()
      resolve(typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '')
    })
  })
}

function close(server: Server) {
  return new Promise<void>((resolve) => server.close(() => resolve()))
}
