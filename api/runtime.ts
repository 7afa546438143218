// Builds a running API from its configuration: database (migrated), mail, verification, clock.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { createApi } from './app.ts'
import { seedCatalogue } from './catalogue/seed-catalogue.ts'
import { type DatabaseOptions, openDatabase } from './db/database.ts'
import type { ApiEnv } from './env.ts'
import type { ApiServices } from './http/context.ts'
import { pruneSessions } from './http/session.ts'
import { type Clock, systemClock } from './services/clock.ts'
import { createGoogleVerifier } from './services/google-id-token.ts'
import { createHumanVerifier } from './services/human-verification.ts'
import { createMailer } from './services/mailer.ts'
import { createRateLimiter } from './services/rate-limiter.ts'
import { localFolderStorage } from './services/storage.ts'
import { randomToken } from './services/tokens.ts'

export type StartedApi = Awaited<ReturnType<typeof startApi>>

export async function startApi(
  env: ApiEnv,
  overrides: {
    database?: DatabaseOptions
    clock?: Clock
    altchaDifficulty?: number
    storageDir?: string
  } = {},
) {
  const database = await openDatabase(
    overrides.database ??
      (env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }),
  )
  await database.migrate()
  const clock = overrides.clock ?? systemClock
  await seedCatalogue(database.db, clock.now())
  // Without APP_KEY (allowed outside prod) challenges are signed with a per-process key.
  const appKey = env.APP_KEY ?? randomToken(32)
  const services: ApiServices = {
    config: {
      environment: env.APP_ENV,
      appUrl: env.APP_URL,
      statefulDomains: env.STATEFUL_DOMAINS,
      sessionLifetimeMinutes: env.SESSION_LIFETIME_MINUTES,
      secureCookies: env.APP_ENV === 'prod',
      trustProxy: env.TRUST_PROXY,
    },
    db: database.db,
    databaseKind: database.kind,
    clock,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, clock }),
    humanVerifier: createHumanVerifier({
      mode: env.CAPTCHA_PROVIDER,
      secret: env.CAPTCHA_SECRET,
      verifyUrl: env.CAPTCHA_VERIFY_URL,
      hmacKey: createHash('sha256').update(`altcha|${appKey}`).digest('hex'),
      db: database.db,
      clock,
      ...(overrides.altchaDifficulty !== undefined && { difficulty: overrides.altchaDifficulty }),
    }),
    google: createGoogleVerifier({
      clientId: env.GOOGLE_CLIENT_ID,
      jwksUrl: env.GOOGLE_JWKS_URL,
      clock,
    }),
    rateLimiter: createRateLimiter(database.db, clock),
    storage: localFolderStorage(overrides.storageDir ?? join(env.DATA_DIR, 'files')),
  }
  const prune = setInterval(() => void pruneSessions(services).catch(() => {}), 60 * 60_000)
  prune.unref()
  return {
    app: createApi(services),
    services,
    close: async () => {
      clearInterval(prune)
      await database.close()
    },
  }
}
