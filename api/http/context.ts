// What every request handler can reach: the services, the session and the request's language.
import type { Database, DatabaseKind } from '../db/database.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import type { Clock } from '../services/clock.ts'
import type { createGoogleVerifier } from '../services/google-id-token.ts'
import type { createHumanVerifier } from '../services/human-verification.ts'
import type { Mailer } from '../services/mailer.ts'
import type { RateLimiter } from '../services/rate-limiter.ts'
import type { FileStorage } from '../services/storage.ts'
import type { SessionState } from './session.ts'

export type ApiConfig = {
  environment: 'local' | 'prod' | 'test'
  appUrl: string
  statefulDomains: string[]
  sessionLifetimeMinutes: number
  /** Cookies get `Secure` in prod. */
  secureCookies: boolean
  /** Believe X-Forwarded-For (the API sits behind the web app or a proxy). */
  trustProxy: boolean
}

export type ApiServices = {
  config: ApiConfig
  db: Database
  databaseKind: DatabaseKind
  clock: Clock
  mailer: Mailer
  humanVerifier: ReturnType<typeof createHumanVerifier>
  google: ReturnType<typeof createGoogleVerifier>
  rateLimiter: RateLimiter
  storage: FileStorage
}

export type ApiBindings = {
  Variables: {
    services: ApiServices
    /** Null when the request is not stateful (it comes from no configured app host). */
    session: SessionState | null
    locale: ApiLocale
  }
}
