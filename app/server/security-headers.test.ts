import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers'

const base = { nonce: 'abc123', environment: 'test', googleSignIn: false } as const

function directives(policy: string) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values] as const
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('lets only scripts that carry the nonce run, and what they load', () => {
    const policy = directives(contentSecurityPolicy(base))
    expect(policy.get('script-src')).toEqual([
      "'nonce-abc123'",
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it('allows Google sign-in only when it is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('accounts.google.com')
    const policy = directives(contentSecurityPolicy({ ...base, googleSignIn: true }))
    for (const name of ['frame-src', 'connect-src', 'style-src']) {
      expect(policy.get(name)).toContain('https://accounts.google.com/gsi/')
    }
  })

  it('allows the error-reporting host only when a DSN is configured', () => {
    const policy = directives(
      contentSecurityPolicy({ ...base, errorReportingUrl: 'https://key@o1.ingest.example/42' }),
    )
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.example'])
  })

  it('allows exactly the configured human-check provider, and no other', () => {
    const recaptcha = 'https://www.google.com/recaptcha/'
    const turnstile = 'https://challenges.cloudflare.com'
    for (const humanCheck of ['altcha', 'none'] as const) {
      const policy = contentSecurityPolicy({ ...base, humanCheck })
      expect(policy).not.toContain('recaptcha')
      expect(policy).not.toContain('cloudflare')
    }
    const withRecaptcha = directives(contentSecurityPolicy({ ...base, humanCheck: 'recaptcha-v3' }))
    expect(withRecaptcha.get('frame-src')).toEqual([
      recaptcha,
      'https://recaptcha.google.com/recaptcha/',
    ])
    expect(withRecaptcha.get('script-src')).toContain('https://www.gstatic.com/recaptcha/')
    expect([...withRecaptcha.values()].flat()).not.toContain(turnstile)
    const withTurnstile = directives(contentSecurityPolicy({ ...base, humanCheck: 'turnstile' }))
    expect(withTurnstile.get('frame-src')).toEqual([turnstile])
    expect(withTurnstile.get('script-src')).toContain(turnstile)
    expect(contentSecurityPolicy({ ...base, humanCheck: 'turnstile' })).not.toContain('google')
  })

  it('upgrades insecure requests in production only', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ ...base, environment: 'prod' })).toContain(
      'upgrade-insecure-requests',
    )
  })
})

describe('securityHeaders', () => {
  it('forbids framing and sniffing and trims the referrer and browser features', () => {
    const headers = securityHeaders(base)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toBeUndefined()
  })

  it('asks for HTTPS only (HSTS) in production', () => {
    expect(securityHeaders({ ...base, environment: 'prod' })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    )
  })
})

describe('createNonce', () => {
  it('makes a different 128-bit value each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce))
    expect(nonces.size).toBe(100)
    expect(Buffer.from(createNonce(), 'base64')).toHaveLength(16)
  })
})
