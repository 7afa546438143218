// The security headers of this deployment's HTML pages, from its configuration.
import { env } from './env.server'
import { createNonce, securityHeaders } from './security-headers'

export { createNonce }

export const htmlSecurityHeaders = (nonce: string) =>
  securityHeaders({
    nonce,
    environment: env.APP_ENV,
    googleSignIn: env.GOOGLE_CLIENT_ID !== undefined,
    humanCheck: env.HUMAN_CHECK.provider,
    errorReportingUrl: env.SENTRY_DSN,
  })
