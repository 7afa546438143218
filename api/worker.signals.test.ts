// `npm run worker` as an operator runs it: beside the API on PostgreSQL, stopped with SIGTERM or
// Ctrl+C within 5 s; refused on the embedded database, which belongs to the API's process.
import { afterAll, describe, expect, it } from 'vitest'
import { killAll, launch, type OperatorProcess, stop } from '../scripts/lib/operator-process.ts'
import { readTestDatabaseUrl } from './env.ts'
import { createTestDatabase } from './testing/test-database.ts'

const root = `${import.meta.dirname}/..`
const { NODE_ENV: _, ...inherited } = process.env

afterAll(() => killAll())

async function started(worker: OperatorProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!worker.output().includes('Worker started.')) {
    if (worker.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The worker did not start:\n${worker.output().slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('npm run worker', () => {
  it('refuses to start without DATABASE_URL', async () => {
    const worker = launch('npm', ['run', 'worker', '--silent'], {
      cwd: root,
      env: { ...inherited, DATABASE_URL: '' },
    })
    const code = await new Promise((resolve) => worker.child.once('exit', resolve))
    expect(code).toBe(1)
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL')
  })

  it.skipIf(!readTestDatabaseUrl()).each(['SIGTERM', 'Ctrl+C'] as const)(
    'stops within 5 s on %s with code 0',
    async (how) => {
      const database = await createTestDatabase()
      if (!('url' in database.options)) throw new Error('Expected a PostgreSQL test database')
      try {
        const worker = launch('npm', ['run', 'worker', '--silent'], {
          cwd: root,
          env: { ...inherited, APP_ENV: 'local', DATABASE_URL: database.options.url },
        })
        await started(worker)
        const stopped = await stop(worker, how)
        expect(stopped, worker.output()).toMatchObject({ code: 0, leftovers: false })
        expect(stopped.ms).toBeLessThan(5_000)
      } finally {
        await database.drop()
      }
    },
    60_000,
  )
})
