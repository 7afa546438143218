// For the job tests: one throwaway migrated database per file (PGlite, or PostgreSQL on
// TEST_DATABASE_URL), job queues opened on it as separate processes would open them (each its own
// pg-boss), closed after the file; and a wait for what a worker does in the background.
import { afterAll, beforeAll } from 'vitest'
import { z } from 'zod'
import { type DatabaseHandle, openDatabase } from '../db/database.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { jobConnection } from './connection.ts'
import { type Jobs, openJobs } from './jobs.ts'
import { defineQueue, type JobQueue } from './queue.ts'

export const testData = z.object({ n: z.number() })

export function jobsTestSetup() {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let handle: DatabaseHandle | undefined
  const opened: Jobs[] = []
  const log: string[] = []
  let sequence = 0
  beforeAll(async () => {
    database = await createTestDatabase()
    handle = await openDatabase(database.options)
    await handle.migrate()
  })
  afterAll(async () => {
    for (const jobs of opened) await jobs.close(1_000)
    await handle?.close()
    await database?.drop()
  })
  const current = () => {
    if (!database || !handle) throw new Error('jobsTestSetup() is used outside its tests')
    return { database, handle }
  }
  return {
    get db() {
      return current().handle.db
    },
    get options() {
      return current().database.options
    },
    /** What pg-boss reported (errors, warnings), instead of the console. */
    log,
    /** A new queue, named for this test only. */
    queue: (settings: Partial<Omit<JobQueue, 'name' | 'data'>> = {}) =>
      defineQueue({
        name: `test-${++sequence}`,
        data: testData,
        retryLimit: 0,
        expireInSeconds: 60,
        ...settings,
      }),
    /** A queue as one process opens it. */
    open: async (queues: JobQueue[], { supervise = true } = {}) => {
      const { database, handle } = current()
      const jobs = await openJobs({
        connection: jobConnection(database.options, handle.db),
        queues,
        supervise,
        superviseIntervalSeconds: 1,
        log: (message) => log.push(message),
      })
      opened.push(jobs)
      return jobs
    },
  }
}

/** Resolves with `read()`'s value once `done` accepts it; fails after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline)
      throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const FAST = { pollingIntervalSeconds: 0.5 }
