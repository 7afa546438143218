// The job queue of one process: pg-boss on the API's database, its schema (`pgboss`) installed on
// start, and the registry's queues created or brought up to date.
import { PgBoss } from 'pg-boss'
import { bossConnectionOptions, type JobConnection } from './connection.ts'
import type { JobQueue } from './queue.ts'

export type Jobs = {
  boss: PgBoss
  queues: ReadonlyMap<string, JobQueue>
  /**
   * Stops the workers, waiting up to `timeoutMs` for the jobs under way; those still running
   * then are failed, and so retried by another worker.
   */
  close: (timeoutMs?: number) => Promise<void>
}

export type OpenJobsOptions = {
  connection: JobConnection
  queues: JobQueue[]
  /** Processes with workers watch for expired jobs (a worker that died) and give them out again. */
  supervise: boolean
  /** How often expired jobs are looked for (seconds, at least 1); tests shorten it. */
  superviseIntervalSeconds?: number
  log?: (message: string) => void
}

export async function openJobs({
  connection,
  queues,
  supervise,
  superviseIntervalSeconds = 30,
  log = (message) => console.error(message),
}: OpenJobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    ...bossConnectionOptions(connection),
    supervise,
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
    schedule: false,
  })
  // An `error` event without a listener would throw out of pg-boss's timers.
  boss.on('error', (error) => log(`Jobs: ${error.message}`))
  boss.on('warning', (warning) => log(`Jobs: ${warning.message}`))
  await boss.start()
  for (const queue of queues) {
    const settings = {
      retryLimit: queue.retryLimit,
      expireInSeconds: queue.expireInSeconds,
      retryDelay: queue.retryDelaySeconds ?? 0,
    }
    // One queued-or-running job per singleton key (see enqueueJob).
    await boss.createQueue(queue.name, { policy: 'exclusive', ...settings })
    // A queue made by an earlier release keeps its row: its settings follow the registry.
    await boss.updateQueue(queue.name, settings)
  }
  return {
    boss,
    queues: new Map(queues.map((queue) => [queue.name, queue])),
    close: (timeoutMs = 2_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  }
}

export function queueOf(jobs: Jobs, name: string): JobQueue {
  const queue = jobs.queues.get(name)
  if (!queue) throw new Error(`No job queue named ${name} was opened`)
  return queue
}
