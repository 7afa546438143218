// `npm run api` as an operator runs it: started, signalled, restarted on the same data.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpVisitor } from './testing/http-visitor.ts'
import { solveAltcha } from './testing/solve-altcha.ts'

const root = join(import.meta.dirname, '..')
let dataDir: string
let port: number
const children = new Set<ChildProcess>()

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts the API from another working directory (paths must not depend on it). */
async function startApi(): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`
  const child = spawn(process.execPath, [join(root, 'api/server.ts')], {
    cwd: tmpdir(),
    env: {
      ...process.env,
      APP_ENV: 'local',
      API_PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      STATEFUL_DOMAINS: `localhost:${port}`,
      DATABASE_URL: '',
      CAPTCHA_PROVIDER: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`)
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The API did not start')
}

/** Sends the signal; resolves with the exit code and how long it took. */
function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const started = Date.now()
  return new Promise<{ code: number | null; ms: number }>((resolve) => {
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started }))
    child.kill(signal)
  })
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docugen-signals-'))
  port = await freePort()
})

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
})

describe('npm run api', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops within 5 s on %s with code 0, and what it stored is there after a restart',
    async (signal) => {
      const email = `signals-${signal.toLowerCase()}@example.com`
      const api = await startApi()
      const visitor = new HttpVisitor(`http://localhost:${port}`)
      await visitor.expect(204, 'GET', '/sanctum/csrf-cookie')
      const challenge = await visitor.expect(200, 'GET', '/api/captcha/challenge')
      const captcha = await solveAltcha(await challenge.json())
      const user = { name: 'Signal Tester', email, password: 'correct horse battery' }
      await visitor.expect(204, 'POST', '/api/register', { ...user, captcha })

      const { code, ms } = await stop(api, signal)
      expect(code).toBe(0)
      expect(ms).toBeLessThan(5_000)

      const restarted = await startApi()
      const again = new HttpVisitor(`http://localhost:${port}`)
      const exists = await again.expect(200, 'GET', `/api/check-user-exists/${email}`)
      expect(await exists.json()).toEqual({ exists: true })
      expect((await stop(restarted, 'SIGTERM')).code).toBe(0)
    },
    60_000,
  )
})
