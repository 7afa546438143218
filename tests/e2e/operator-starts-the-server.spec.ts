import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HttpVisitor } from '../../api/testing/http-visitor.ts'
import { solveAltcha } from '../../api/testing/solve-altcha.ts'
import { expect, test } from './fixtures'

// No browser needed: these start the production server the way an operator would.
const start = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, args, {
    env: { ...process.env, PORT: '3299', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  })

test('npm start refuses an unknown environment name and says which variable is wrong', () => {
  const result = start(['scripts/serve.ts'], { APP_ENV: 'staging' })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('Invalid environment variables')
  expect(result.stderr).toMatch(/APP_ENV: .*"local"\|"prod"\|"test"/)
})

test('the built server entry refuses it too', () => {
  const result = start(['-e', "await import('./dist/server/server.js')"], { APP_ENV: 'production' })
  expect(result.status).not.toBe(0)
  expect(result.stderr).toContain('Invalid environment variables')
  expect(result.stderr).toContain('APP_ENV')
})

test.describe('stopping and starting again', () => {
  // One port and one data folder: one test at a time.
  test.describe.configure({ mode: 'serial' })
  const port = 3296
  const origin = `http://localhost:${port}`
  let dataDir = ''
  const running = new Set<ChildProcess>()

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'docugen-npm-start-'))
  })
  test.afterAll(async () => {
    for (const child of running) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })

  /** `npm start` as an operator would run it, from another working directory. */
  async function npmStart() {
    const child = spawn(process.execPath, [join(process.cwd(), 'scripts/serve.ts')], {
      cwd: tmpdir(),
      env: {
        ...process.env,
        PORT: String(port),
        APP_ENV: 'test',
        APP_URL: origin,
        DATA_DIR: dataDir,
      },
      stdio: 'ignore',
    })
    running.add(child)
    child.once('exit', () => running.delete(child))
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200)
    return child
  }

  function stop(child: ChildProcess, signal: NodeJS.Signals) {
    const started = Date.now()
    return new Promise<{ code: number | null; ms: number }>((resolve) => {
      child.once('exit', (code) => resolve({ code, ms: Date.now() - started }))
      child.kill(signal)
    })
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`npm start stops within 5 s on ${signal} and keeps its data`, async () => {
      test.setTimeout(120_000)
      const email = `npm-start-${signal.toLowerCase()}@example.com`
      const server = await npmStart()
      const visitor = new HttpVisitor(origin)
      await visitor.expect(204, 'GET', '/sanctum/csrf-cookie')
      const challenge = await visitor.expect(200, 'GET', '/api/captcha/challenge')
      const captcha = await solveAltcha(await challenge.json())
      const user = { name: 'Operator', email, password: 'correct horse battery' }
      await visitor.expect(204, 'POST', '/api/register', { ...user, captcha })

      const { code, ms } = await stop(server, signal)
      expect(code).toBe(0)
      expect(ms).toBeLessThan(5_000)

      const restarted = await npmStart()
      const exists = await new HttpVisitor(origin).expect(
        200,
        'GET',
        `/api/check-user-exists/${email}`,
      )
      expect(await exists.json()).toEqual({ exists: true })
      expect((await stop(restarted, 'SIGTERM')).code).toBe(0)
    })
  }
})
