// What services are given to work with: configuration, the database, the clock, the mailer and
// the other collaborators the runtime builds once. Services take a `Pick` of what they use.
import type { Database, DatabaseKind } from '../db/database.ts'
import type { TextGenerator } from '../generation/generator.ts'
import type { Jobs } from '../jobs/jobs.ts'
import type { Clock } from './clock.ts'
import type { createGoogleVerifier } from './google-id-token.ts'
import type { createHumanVerifier } from './human-verification.ts'
import type { Mailer } from './mailer.ts'
import type { RateLimiter } from './rate-limiter.ts'
import type { FileStorage } from './storage.ts'

export type ApiConfig = {
  environment: 'local' | 'prod' | 'test'
  appUrl: string
  statefulDomains: string[]
  sessionLifetimeMinutes: number
  /** Cookies get `Secure` in prod. */
  secureCookies: boolean
  /** Believe X-Forwarded-For (the API sits behind the web app or a proxy). */
  trustProxy: boolean
  /** Signs links sent by mail (unsubscribe): derived from APP_KEY, or random for one process. */
  signingKey: string
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
  /** The job queue: enqueue with `enqueueJob`, read with `jobOutcome` (api/jobs). */
  jobs: Jobs
  /** What writes documents: the embedded composer or an AI provider (api/generation). */
  generator: TextGenerator
}
