// What became of a job, as a status endpoint reports it: waiting, running, or finished, and for a
// failure the last error's message.
import { z } from 'zod'
import { type Jobs, queueOf } from './jobs.ts'
import type { JobQueue } from './queue.ts'

export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled'

export type JobOutcome = {
  state: JobState
  /** How many times the job was started again after an earlier attempt. */
  retries: number
  /** The message of the last error: the reason a failed job gave up, or why it is being retried. */
  error: string | null
}

const states = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
} as const satisfies Record<string, JobState>

const failureOutput = z.object({ message: z.string() })

/** `null` when no such job exists (or it was deleted after its retention). */
export async function jobOutcome(
  jobs: Jobs,
  queue: JobQueue,
  id: string,
): Promise<JobOutcome | null> {
  if (!z.uuid().safeParse(id).success) return null
  const job = await jobs.boss.getJobById(queueOf(jobs, queue.name).name, id)
  if (!job) return null
  const failure = failureOutput.safeParse(job.output)
  return {
    state: states[job.state],
    retries: job.retryCount,
    error: job.state !== 'completed' && failure.success ? failure.data.message : null,
  }
}
