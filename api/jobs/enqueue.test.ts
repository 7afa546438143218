import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enqueueJob } from './enqueue.ts'
import { jobOutcome } from './outcome.ts'
import { registerJob } from './queue.ts'
import { eventually, FAST, jobsTestSetup } from './testing.ts'
import { startWorkers } from './workers.ts'

const setup = jobsTestSetup()

describe('enqueueJob', () => {
  it('queues a job that a worker runs to completion with its data', async () => {
    const queue = setup.queue()
    const jobs = await setup.open([queue])
    const seen: number[] = []
    await startWorkers(jobs, [registerJob(queue, async ({ n }) => void seen.push(n))], {}, FAST)

    const { id, created } = await enqueueJob(jobs, queue, { n: 7 })

    expect(created).toBe(true)
    const outcome = await eventually(
      () => jobOutcome(jobs, queue, id),
      (job) => job?.state === 'completed',
    )
    expect(outcome).toEqual({ state: 'completed', retries: 0, error: null })
    expect(seen).toEqual([7])
  })

  it('gives one job for the same singleton key sent twice while it waits, and a new one after', async () => {
    const queue = setup.queue()
    const jobs = await setup.open([queue])

    const first = await enqueueJob(jobs, queue, { n: 1 }, { singletonKey: 'flow-1' })
    const again = await enqueueJob(jobs, queue, { n: 2 }, { singletonKey: 'flow-1' })
    const other = await enqueueJob(jobs, queue, { n: 3 }, { singletonKey: 'flow-2' })

    expect(first.created).toBe(true)
    expect(again).toEqual({ id: first.id, created: false })
    expect(other.created).toBe(true)
    expect(await jobs.boss.findJobs(queue.name)).toHaveLength(2)

    const seen: number[] = []
    await startWorkers(jobs, [registerJob(queue, async ({ n }) => void seen.push(n))], {}, FAST)
    await eventually(
      () => jobOutcome(jobs, queue, first.id),
      (job) => job?.state === 'completed',
    )
    const later = await enqueueJob(jobs, queue, { n: 4 }, { singletonKey: 'flow-1' })
    expect(later.created).toBe(true)
    expect(later.id).not.toBe(first.id)
  })

  it('gives the running job for a key sent again while it runs', async () => {
    const queue = setup.queue()
    const jobs = await setup.open([queue])
    let finish = () => {}
    const running = new Promise<void>((started) => {
      const handler = registerJob(queue, () => {
        started()
        return new Promise<void>((resolve) => {
          finish = resolve
        })
      })
      void startWorkers(jobs, [handler], {}, FAST)
    })
    const first = await enqueueJob(jobs, queue, { n: 1 }, { singletonKey: 'flow-1' })
    await running

    expect(await jobOutcome(jobs, queue, first.id)).toMatchObject({ state: 'running' })
    expect(await enqueueJob(jobs, queue, { n: 1 }, { singletonKey: 'flow-1' })).toEqual({
      id: first.id,
      created: false,
    })
    finish()
    await eventually(
      () => jobOutcome(jobs, queue, first.id),
      (job) => job?.state === 'completed',
    )
  })

  it('leaves no job when the transaction it was enqueued in rolls back', async () => {
    const queue = setup.queue()
    const jobs = await setup.open([queue])
    await setup.db.execute(sql`create table job_test_flows (id int primary key, status text)`)

    const rolledBack = setup.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_test_flows values (1, 'processing')`)
      const job = await enqueueJob(jobs, queue, { n: 1 }, { singletonKey: 'flow-1', tx })
      expect(job.created).toBe(true)
      tx.rollback()
    })
    await expect(rolledBack).rejects.toThrow()

    expect(await jobs.boss.findJobs(queue.name)).toEqual([])
    expect(await setup.db.execute(sql`select * from job_test_flows`)).toMatchObject({ rows: [] })
  })

  it('commits the job with the state change when the transaction commits', async () => {
    const queue = setup.queue()
    const jobs = await setup.open([queue])
    await setup.db.execute(sql`create table job_test_states (id int primary key)`)

    const job = await setup.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_test_states values (1)`)
      return enqueueJob(jobs, queue, { n: 1 }, { singletonKey: 'flow-1', tx })
    })

    expect(await jobOutcome(jobs, queue, job.id)).toMatchObject({ state: 'queued' })
  })

  it('refuses data its queue does not accept, and queues it has not opened', async () => {
    const queue = setup.queue()
    const jobs = await setup.open([queue])

    await expect(enqueueJob(jobs, queue, { n: 'one' as never })).rejects.toThrow()
    await expect(enqueueJob(jobs, setup.queue(), { n: 1 })).rejects.toThrow(/No job queue named/)
    expect(await jobOutcome(jobs, queue, 'not-a-job')).toBeNull()
  })
})
