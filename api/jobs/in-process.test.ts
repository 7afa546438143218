import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseApiEnv } from '../env.ts'
import { type RuntimeOverrides, startApi, startWorker } from '../runtime.ts'
import type { ApiServices } from '../services/dependencies.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { enqueueJob } from './enqueue.ts'
import { jobOutcome } from './outcome.ts'
import { defineQueue, type RegisteredJob, registerJob } from './queue.ts'
import { eventually } from './testing.ts'

const greeting = defineQueue({
  name: 'greeting',
  data: z.object({ name: z.string() }),
  retryLimit: 0,
  expireInSeconds: 10,
})
const ranIn: string[] = []
const registry: RegisteredJob<ApiServices>[] = [
  registerJob(greeting, async ({ name }, { services }) => {
    ranIn.push(`${name} in ${services.config.environment}`)
  }),
]

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  ranIn.length = 0
})

async function testDatabase() {
  const database = await createTestDatabase()
  cleanups.push(database.drop)
  if ('url' in database.options) return database.options
  // Two runtimes on the embedded database take turns on a folder (it belongs to one at a time).
  const dataDir = await mkdtemp(join(tmpdir(), 'docugen-jobs-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  return { dataDir }
}

function env(settings: Record<string, string> = {}) {
  return parseApiEnv({ APP_ENV: 'test', PORT: '3000', ...settings })
}

async function start(
  run: typeof startApi | typeof startWorker,
  settings: Record<string, string>,
  database: RuntimeOverrides['database'],
) {
  const started = await run(env(settings), {
    database,
    storageDir: join(tmpdir(), 'docugen-jobs-files'),
    jobs: { registry, pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
  })
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= started.close()
    return closing
  }
  cleanups.push(close)
  return { ...started, close }
}

describe('where jobs run', () => {
  it('runs them in the API process by default, with the API services', async () => {
    const api = await start(startApi, {}, { memory: true })

    const { id } = await enqueueJob(api.services.jobs, greeting, { name: 'Ada' })

    await eventually(
      () => jobOutcome(api.services.jobs, greeting, id),
      (job) => job?.state === 'completed',
    )
    expect(ranIn).toEqual(['Ada in test'])
  })

  it('leaves them to worker processes with JOBS_IN_PROCESS=false', async () => {
    const database = await testDatabase()
    const api = await start(startApi, { JOBS_IN_PROCESS: 'false' }, database)
    const { jobs } = api.services

    const { id } = await enqueueJob(jobs, greeting, { name: 'Grace' })
    // Three polls of an in-process worker, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    expect(await jobOutcome(jobs, greeting, id)).toMatchObject({ state: 'queued' })
    expect(ranIn).toEqual([])

    if ('dataDir' in database) await api.close()
    const worker = await start(startWorker, {}, database)
    await eventually(
      () => jobOutcome(worker.services.jobs, greeting, id),
      (job) => job?.state === 'completed',
    )
    expect(ranIn).toEqual(['Grace in test'])
  })
})
