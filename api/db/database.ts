// Opens the API's database: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { z } from 'zod'
import { findMigrationsFolder } from './migrations-folder.ts'
import { schema } from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  kind: DatabaseKind
  /** Applies the committed migrations that have not run yet. */
  migrate: () => Promise<void>
  close: () => Promise<void>
}

export type DatabaseOptions =
  | { url: string }
  | { dataDir: string }
  /** A throwaway in-memory database, for tests. */
  | { memory: true }

const migrationsFolder = findMigrationsFolder()
// Any constant works: it only has to be the same in every API process.
const MIGRATION_LOCK = 4_717_001

/** Sees every statement the database runs (tests count them). */
export type QueryLogger = { logQuery: (query: string, params: unknown[]) => void }

export async function openDatabase(
  options: DatabaseOptions,
  { logger }: { logger?: QueryLogger } = {},
): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle connection the server closes (restart, failover) must not take the process down:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('Database connection lost:', error.message))
    const db = drizzleNodePostgres(pool, { schema, ...(logger && { logger }) })
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const client = await pool.connect()
        try {
          // Several API processes may start together: one migrates, the others wait.
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
          await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const dataDir = 'dataDir' in options ? resolve(options.dataDir, 'pglite') : undefined
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { unaccent } })
  const db = drizzlePglite(client, { schema, ...(logger && { logger }) })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

const countRows = z.object({ rows: z.array(z.object({ count: z.number() })) })

/** How many migrations the database has applied (for the health report). */
export async function appliedMigrations(db: Database): Promise<number> {
  const result = countRows.parse(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  )
  return result.rows[0]?.count ?? 0
}
