import { PgBoss } from 'pg-boss'
import { describe, expect, it } from 'vitest'
import { bossConnectionOptions, jobConnection } from './connection.ts'
import { enqueueJob } from './enqueue.ts'
import { jobOutcome } from './outcome.ts'
import { registerJob } from './queue.ts'
import { eventually, FAST, jobsTestSetup } from './testing.ts'
import { startWorkers } from './workers.ts'

const setup = jobsTestSetup()
const never = () => new Promise<void>(() => {})

describe('job workers', () => {
  it('end a job that keeps failing as failed, with the last error message, after its retries', async () => {
    const queue = setup.queue({ retryLimit: 1 })
    const jobs = await setup.open([queue])
    const attempts: number[] = []
    const failing = registerJob(queue, async (_data, { retryCount }) => {
      attempts.push(retryCount)
      throw new Error(`The composer is out of paper (attempt ${attempts.length})`)
    })
    await startWorkers(jobs, [failing], {}, FAST)

    const { id } = await enqueueJob(jobs, queue, { n: 1 })

    const outcome = await eventually(
      () => jobOutcome(jobs, queue, id),
      (job) => job?.state === 'failed',
    )
    expect(outcome).toEqual({
      state: 'failed',
      retries: 1,
      error: 'The composer is out of paper (attempt 2)',
    })
    expect(attempts).toEqual([0, 1])
  })

  it('give a job whose worker died to another worker after its expiry', async () => {
    const queue = setup.queue({ retryLimit: 1, expireInSeconds: 1 })
    const survivor = await setup.open([queue])
    const { id } = await enqueueJob(survivor, queue, { n: 1 })
    // A process that took the job and died: nothing of it will ever settle the job.
    const dead = new PgBoss(bossConnectionOptions(jobConnection(setup.options, setup.db)))
    dead.on('error', () => {})
    await dead.start()
    expect((await dead.fetch(queue.name)).map((job) => job.id)).toEqual([id])
    await dead.stop({ graceful: false })
    expect(await jobOutcome(survivor, queue, id)).toMatchObject({ state: 'running' })

    const seen: number[] = []
    const handler = registerJob(queue, async (_data, { retryCount }) => void seen.push(retryCount))
    await startWorkers(survivor, [handler], {}, FAST)

    const outcome = await eventually(
      () => jobOutcome(survivor, queue, id),
      (job) => job?.state === 'completed',
    )
    expect(outcome).toMatchObject({ state: 'completed', retries: 1 })
    expect(seen).toEqual([1])
  })

  it('give a job to another worker when its worker stops without finishing it', async () => {
    const queue = setup.queue({ retryLimit: 1, expireInSeconds: 2 })
    const first = await setup.open([queue])
    const started: string[] = []
    const hanging = registerJob(queue, async (_data, { id }) => {
      started.push(id)
      await never()
    })
    await startWorkers(first, [hanging], {}, FAST)
    const { id } = await enqueueJob(first, queue, { n: 1 })
    await eventually(
      async () => started,
      (ids) => ids.length === 1,
    )

    await first.close(1_000)

    const second = await setup.open([queue])
    const finished: string[] = []
    const handler = registerJob(queue, async (_data, job) => void finished.push(job.id))
    await startWorkers(second, [handler], {}, FAST)
    const outcome = await eventually(
      () => jobOutcome(second, queue, id),
      (job) => job?.state === 'completed',
    )
    expect(outcome).toMatchObject({ state: 'completed', retries: 1 })
    expect(finished).toEqual([id])
  })

  it('never run the same job in two workers at once', async () => {
    const queue = setup.queue()
    const running = new Set<string>()
    const runs: string[] = []
    const overlaps: string[] = []
    const handler = registerJob(queue, async (_data, { id }) => {
      if (running.has(id)) overlaps.push(id)
      running.add(id)
      runs.push(id)
      await new Promise((resolve) => setTimeout(resolve, 30))
      running.delete(id)
    })
    const first = await setup.open([queue])
    const second = await setup.open([queue])
    const ids: string[] = []
    for (let n = 0; n < 12; n++) ids.push((await enqueueJob(first, queue, { n })).id)
    for (const jobs of [first, second]) {
      await startWorkers(jobs, [handler], {}, { ...FAST, concurrency: 3 })
    }

    await eventually(
      async () => (await first.boss.findJobs(queue.name)).map((job) => job.state),
      (states) => states.every((state) => state === 'completed'),
    )
    expect(overlaps).toEqual([])
    expect(runs.toSorted()).toEqual(ids.toSorted())
  })
})
