// What a job queue is: its name, the shape of its data, how often a job is retried and how long
// one may run; and the registry entry that pairs a queue with the handler that runs its jobs.
import type { z } from 'zod'

export type JobQueue<Data extends object = object> = {
  name: string
  /** Checked when a job is enqueued and again when a worker takes it (the payload is stored JSON). */
  data: z.ZodType<Data>
  /** Attempts after the first before the job ends `failed`. */
  retryLimit: number
  /** How long an attempt may run before the job is given to another worker. */
  expireInSeconds: number
  retryDelaySeconds?: number
}

export function defineQueue<Data extends object>(queue: JobQueue<Data>): JobQueue<Data> {
  return queue
}

export type JobContext<Services> = {
  id: string
  /** 0 on the first attempt. */
  retryCount: number
  /** Aborted when the attempt expires or its worker stops: long work should stop on it. */
  signal: AbortSignal
  services: Services
}

export type RegisteredJob<Services> = {
  queue: JobQueue
  run: (data: unknown, context: JobContext<Services>) => Promise<void>
}

/** A registry entry: the queue, and the handler its jobs run. */
export function registerJob<Data extends object, Services>(
  queue: JobQueue<Data>,
  handle: (data: Data, context: JobContext<Services>) => Promise<void>,
): RegisteredJob<Services> {
  return { queue, run: (data, context) => handle(queue.data.parse(data), context) }
}
