// Enqueues a job, optionally inside the caller's database transaction, so that a state change and
// the job that follows from it are committed together or not at all.
import { randomUUID } from 'node:crypto'
import { SQL, sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { type Jobs, queueOf } from './jobs.ts'
import type { JobQueue } from './queue.ts'

export type EnqueueOptions = {
  /** At most one job per key is queued or running: enqueuing the key again returns that job. */
  singletonKey?: string
  /**
   * A Drizzle transaction (`db.transaction(async (tx) => …)`): the job exists only if it commits.
   * On PGlite, nothing inside the transaction may call the queue without it: there is one
   * connection, and the transaction holds it.
   */
  tx?: Pick<Database, 'execute'>
}

export type EnqueuedJob = {
  id: string
  /** false: a job with the same singleton key was already queued or running, and `id` is it. */
  created: boolean
}

const waiting = new Set(['created', 'retry', 'active'])
const queryResult = z.object({ rows: z.array(z.unknown()) })

/** pg-boss's Drizzle adapter, given the transaction's `execute` with its result checked. */
function inTransaction(tx: Pick<Database, 'execute'>) {
  const execute = async (query: unknown) => {
    if (!(query instanceof SQL)) throw new Error('pg-boss sent a statement that is not Drizzle SQL')
    return queryResult.parse(await tx.execute(query))
  }
  return fromDrizzle({ execute }, sql)
}

export async function enqueueJob<Data extends object>(
  jobs: Jobs,
  queue: JobQueue<Data>,
  data: Data,
  { singletonKey, tx }: EnqueueOptions = {},
): Promise<EnqueuedJob> {
  const { name } = queueOf(jobs, queue.name)
  const payload = queue.data.parse(data)
  // The statements go through the transaction's own connection (on PGlite, its lock), so they see
  // and share its uncommitted work; pg-boss's own connection would not.
  const db = tx && inTransaction(tx)
  // The queues' `exclusive` policy allows one queued-or-running job per key: a job sent without a
  // key gets one of its own, so that only keyed jobs are deduplicated.
  const key = singletonKey ?? `job:${randomUUID()}`
  // Twice: the job holding the key may finish between the refused insert and the look-up.
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = await jobs.boss.send(name, payload, { singletonKey: key, ...(db && { db }) })
    if (id) return { id, created: true }
    const holders = await jobs.boss.findJobs(name, { key, ...(db && { db }) })
    const holder = holders.find((job) => waiting.has(job.state))
    if (holder) return { id: holder.id, created: false }
  }
  throw new Error(`Could not enqueue a ${name} job for ${key}`)
}
