// The security headers of every HTML page: a Content-Security-Policy whose scripts must carry the
// request's nonce (or be loaded by one that does), allowing exactly the third parties configured,
// plus framing, sniffing, referrer and feature rules. Plain module: unit-tested directly.
import type { HumanCheckProvider } from '../../app.config'

export type SecurityHeaderOptions = {
  nonce: string
  environment: 'local' | 'prod' | 'test'
  /** Google sign-in is configured: its script, button frame and styles are allowed. */
  googleSignIn: boolean
  /** The human check in the browser: a third-party provider's hosts are allowed, no other's. */
  humanCheck?: HumanCheckProvider | undefined
  /** Where error reports go (a Sentry DSN), when configured. */
  errorReportingUrl?: string | undefined
}

const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/'

/** Each provider's own documented hosts: its script, the frames it opens, what its script calls. */
const HUMAN_CHECK_HOSTS: Record<HumanCheckProvider, { script: string[]; frame: string[] }> = {
  altcha: { script: [], frame: [] },
  none: { script: [], frame: [] },
  'recaptcha-v3': {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
  },
}

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const google = options.googleSignIn ? [GOOGLE_IDENTITY] : []
  const check = HUMAN_CHECK_HOSTS[options.humanCheck ?? 'none']
  const reporting = options.errorReportingUrl ? [new URL(options.errorReportingUrl).origin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets the nonced entry load its chunks and Google's script; browsers that
    // predate it fall back to the https: and 'unsafe-inline' they then ignore when it is known.
    'script-src': [
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
      ...check.script,
    ],
    // React and Radix set style attributes; a nonce here would disable 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...google, ...check.script, ...reporting],
    'frame-src': google.length + check.frame.length > 0 ? [...google, ...check.frame] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (options.environment === 'prod') policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(options.environment === 'prod' && {
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    }),
  }
}
