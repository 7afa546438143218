// What a service needs, without any HTTP: a migrated, seeded throwaway database (PGlite, or
// PostgreSQL on TEST_DATABASE_URL), a fake clock, the outbox mailer, the rate limiter, an easy
// ALTCHA human check and a storage folder; and a count of the statements run, for tests that
// bound them.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { seedCatalogue } from '../catalogue/seed-catalogue.ts'
import { openDatabase } from '../db/database.ts'
import { type UserRow, users } from '../db/schema.ts'
import { assemblyGenerator } from '../generation/text-generator.ts'
import { registerAccount } from '../services/accounts.ts'
import { fakeClock } from '../services/clock.ts'
import type { ApiServices } from '../services/dependencies.ts'
import { createHumanVerifier } from '../services/human-verification.ts'
import { createMailer } from '../services/mailer.ts'
import { createRateLimiter } from '../services/rate-limiter.ts'
import { localFolderStorage } from '../services/storage.ts'
import { solveAltcha } from './solve-altcha.ts'
import { createTestDatabase } from './test-database.ts'

export async function createServiceDeps() {
  const statements: string[] = []
  const database = await createTestDatabase()
  const handle = await openDatabase(database.options, {
    logger: { logQuery: (query) => statements.push(query) },
  })
  await handle.migrate()
  const clock = fakeClock()
  await seedCatalogue(handle.db, clock.now())
  const storageDir = await mkdtemp(join(tmpdir(), 'docugen-service-files-'))
  const { db } = handle
  const deps = {
    config: {
      environment: 'test',
      appUrl: 'http://localhost:3000',
      statefulDomains: ['localhost:3000'],
      sessionLifetimeMinutes: 120,
      secureCookies: false,
      trustProxy: false,
      signingKey: 'service tests signing key',
    },
    db,
    clock,
    mailer: createMailer({ smtpUrl: undefined, from: 'test@example.com', db, clock }),
    rateLimiter: createRateLimiter(db, clock),
    humanVerifier: createHumanVerifier({
      mode: 'altcha',
      hmacKey: 'service tests',
      db,
      clock,
      difficulty: 20,
    }),
    storage: localFolderStorage(storageDir),
    generator: assemblyGenerator,
  } satisfies Omit<ApiServices, 'databaseKind' | 'google' | 'jobs'>
  let sequence = 0
  return {
    deps,
    clock,
    /** A solved human check, as the browser widget sends it. */
    captcha: async () => solveAltcha(await deps.humanVerifier.createChallenge()),
    /** How many statements `run` sends to the database. */
    countStatements: async (run: () => Promise<unknown>) => {
      const before = statements.length
      await run()
      return statements.length - before
    },
    /** A new account with a password, as registering makes one. */
    user: async (): Promise<UserRow> => {
      const now = clock.now()
      const [row] = await db
        .insert(users)
        .values({
          name: 'Ada',
          email: `ada.${++sequence}@example.com`,
          passwordHash: 'not a real hash',
          lang: 'en',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!row) throw new Error('The user was not created')
      return row
    },
    close: async () => {
      await handle.close()
      await database.drop()
      await rm(storageDir, { recursive: true, force: true })
    },
  }
}

export type ServiceDeps = Awaited<ReturnType<typeof createServiceDeps>>

export const TEST_PASSWORD = 'correct horse battery'
export const TEST_CLIENT = '198.51.100.7'

/**
 * Service dependencies opened before a test file's tests and closed after them, with a helper
 * that registers a new account (a new address each time) as a visitor would.
 */
export function serviceTestSetup() {
  let setup: ServiceDeps | undefined
  let sequence = 0
  beforeAll(async () => {
    setup = await createServiceDeps()
  })
  afterAll(async () => {
    await setup?.close()
  })
  const current = () => {
    if (!setup) throw new Error('serviceTestSetup() is used outside its tests')
    return setup
  }
  return {
    get setup() {
      return current()
    },
    /** A fresh address of the given name. */
    email: (name = 'grace') => `${name}.${++sequence}@example.com`,
    register: async (fields: { email?: string; passwordConfirmation?: string } = {}) =>
      registerAccount(current().deps, {
        name: 'Grace',
        email: fields.email ?? `grace.${++sequence}@example.com`,
        password: TEST_PASSWORD,
        passwordConfirmation: fields.passwordConfirmation,
        captcha: await current().captcha(),
        client: TEST_CLIENT,
        locale: 'en',
      }),
  }
}
