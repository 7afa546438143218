// The worker runner: takes jobs of the registry's queues from the database and runs their
// handlers, in the API's process (by default) or in `npm run worker` processes.
import { type Jobs, queueOf } from './jobs.ts'
import type { RegisteredJob } from './queue.ts'

export type WorkerOptions = {
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number
  /** Jobs of one queue this process runs at once. */
  concurrency?: number
}

/** Runs until `jobs.close()`. */
export async function startWorkers<Services>(
  jobs: Jobs,
  registry: RegisteredJob<Services>[],
  services: Services,
  // pg-boss's shortest poll: a job waits at most half a second for an idle worker.
  { pollingIntervalSeconds = 0.5, concurrency = 2 }: WorkerOptions = {},
) {
  for (const { queue, run } of registry) {
    await jobs.boss.work(
      queueOf(jobs, queue.name).name,
      { pollingIntervalSeconds, localConcurrency: concurrency },
      async (batch) => {
        for (const job of batch) {
          const { id, retryCount, signal } = job
          await run(job.data, { id, retryCount, signal, services })
        }
      },
    )
  }
}
