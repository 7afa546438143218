import { Hono } from 'hono'
import type { HealthResponse } from '../contract/health.ts'
import { appliedMigrations } from '../db/database.ts'
import type { ApiBindings } from '../http/context.ts'

/** GET /api/health: what this API runs on, for operators and monitors. */
export const healthRoutes = new Hono<ApiBindings>().get('/health', async (c) => {
  const { db, databaseKind, mailer, humanVerifier, google, generator } = c.get('services')
  const body: HealthResponse = {
    status: 'ok',
    database: { kind: databaseKind, migrations_applied: await appliedMigrations(db) },
    mail: { transport: mailer.transport },
    human_verification: { mode: humanVerifier.mode },
    google_sign_in: { enabled: google.enabled },
    generator: { name: generator.name },
  }
  return c.json(body)
})
