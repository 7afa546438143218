// Where the jobs live: the API's own database. On PGlite, pg-boss runs its statements on the same
// embedded instance (its single-connection adapter); on PostgreSQL it keeps a small pool of its own.
import { PGlite } from '@electric-sql/pglite'
import { type ConstructorOptions, fromPglite } from 'pg-boss'
import type { Database, DatabaseOptions } from '../db/database.ts'

export type JobConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string }

/** The connection for the database `openDatabase(options)` opened as `db`. */
export function jobConnection(options: DatabaseOptions, db: Database): JobConnection {
  if ('url' in options) return { kind: 'postgres', url: options.url }
  // Drizzle keeps the client it was given as `$client`; the handle types it only generically.
  const client = '$client' in db ? db.$client : undefined
  if (!(client instanceof PGlite)) throw new Error('The embedded database has no PGlite client')
  return { kind: 'pglite', client }
}

// Jobs are fetched and settled in short statements (handlers use the API's own pool), so a few
// connections per process are plenty, and N API copies plus M workers stay within the server's limit.
const POOL_SIZE = 4

export function bossConnectionOptions(connection: JobConnection): ConstructorOptions {
  return connection.kind === 'pglite'
    ? { db: fromPglite(connection.client), backend: 'pglite' }
    : { connectionString: connection.url, max: POOL_SIZE, application_name: 'docugen-jobs' }
}
