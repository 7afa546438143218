// Builds a running API from its configuration: database (migrated), jobs, mail, verification,
// clock; and the same services without HTTP for `npm run worker`.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { createApi } from './app.ts'
import { seedCatalogue } from './catalogue/seed-catalogue.ts'
import { type DatabaseOptions, openDatabase } from './db/database.ts'
import type { ApiEnv } from './env.ts'
import type { TextGenerator } from './generation/generator.ts'
import { textGenerator } from './generation/text-generator.ts'
import type { ApiServices } from './http/context.ts'
import { pruneSessions } from './http/session.ts'
import { jobConnection } from './jobs/connection.ts'
import { openJobs } from './jobs/jobs.ts'
import type { RegisteredJob } from './jobs/queue.ts'
import { jobRegistry } from './jobs/registry.ts'
import { startWorkers } from './jobs/workers.ts'
import { type Clock, systemClock } from './services/clock.ts'
import { createGoogleVerifier } from './services/google-id-token.ts'
import { createHumanVerifier } from './services/human-verification.ts'
import { createMailer } from './services/mailer.ts'
import { createRateLimiter } from './services/rate-limiter.ts'
import { localFolderStorage } from './services/storage.ts'
import { randomToken } from './services/tokens.ts'

export type StartedApi = Awaited<ReturnType<typeof startApi>>

export type RuntimeOverrides = {
  database?: DatabaseOptions
  clock?: Clock
  altchaDifficulty?: number
  storageDir?: string
  generator?: TextGenerator
  jobs?: {
    registry?: RegisteredJob<ApiServices>[]
    pollingIntervalSeconds?: number
    superviseIntervalSeconds?: number
  }
}

// Within the 4.5 s a stopping process has (http/shutdown.ts), after the HTTP server's grace.
const JOBS_STOP_MS = 1_500

async function openServices(env: ApiEnv, overrides: RuntimeOverrides, runsJobs: boolean) {
  const databaseOptions =
    overrides.database ?? (env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR })
  const database = await openDatabase(databaseOptions)
  await database.migrate()
  const registry = overrides.jobs?.registry ?? jobRegistry
  const jobs = await openJobs({
    connection: jobConnection(databaseOptions, database.db),
    queues: registry.map((job) => job.queue),
    supervise: runsJobs,
    superviseIntervalSeconds: overrides.jobs?.superviseIntervalSeconds,
  }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const clock = overrides.clock ?? systemClock
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
      signingKey: createHash('sha256').update(`links|${appKey}`).digest('hex'),
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
    jobs,
    generator: overrides.generator ?? textGenerator(env),
  }
  return {
    services,
    startWorkers: () =>
      startWorkers(jobs, registry, services, {
        pollingIntervalSeconds: overrides.jobs?.pollingIntervalSeconds,
        concurrency: env.JOBS_CONCURRENCY,
      }),
    /** The workers first (jobs under way get a moment to finish), then the database. */
    close: async () => {
      await jobs.close(JOBS_STOP_MS)
      await database.close()
    },
  }
}

export async function startApi(env: ApiEnv, overrides: RuntimeOverrides = {}) {
  const { services, startWorkers, close } = await openServices(env, overrides, env.JOBS_IN_PROCESS)
  await seedCatalogue(services.db, services.clock.now())
  if (env.JOBS_IN_PROCESS) await startWorkers()
  const prune = setInterval(() => void pruneSessions(services).catch(() => {}), 60 * 60_000)
  prune.unref()
  return {
    app: createApi(services),
    services,
    close: async () => {
      clearInterval(prune)
      await close()
    },
  }
}

/** `npm run worker`: the services and the job workers, without HTTP. */
export async function startWorker(env: ApiEnv, overrides: RuntimeOverrides = {}) {
  const { services, startWorkers, close } = await openServices(env, overrides, true)
  await startWorkers()
  return { services, close }
}
