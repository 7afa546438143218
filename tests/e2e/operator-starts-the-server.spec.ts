import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// No page here, so not the fixtures' console guard: these start the production server the way
// an operator would and talk to it over HTTP, without a browser.
import { expect, test } from '@playwright/test'
import { HttpVisitor } from '../../api/testing/http-visitor.ts'
import { solveAltcha } from '../../api/testing/solve-altcha.ts'
import {
  answering,
  databaseClosedCleanly,
  killAll,
  launch,
  type OperatorProcess,
  stop,
} from '../../scripts/lib/operator-process.ts'
import { freePort } from '../../scripts/lib/server-process.ts'

const root = join(import.meta.dirname, '../..')

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

test('pages, server answers and scripts come compressed as the browser asks', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  expect(page.headers()['content-encoding']).toBe('gzip')
  expect(page.headers().vary).toContain('Accept-Encoding')
  // The largest script the page loads (files under 1 kB are not worth compressing).
  const scripts = [...new Set((await page.text()).match(/\/assets\/[\w.-]+\.js/g) ?? [])]
  const sizes = await Promise.all(
    scripts.map(async (url) => (await (await request.get(url)).body()).byteLength),
  )
  const script = scripts[sizes.indexOf(Math.max(...sizes))] ?? 'no script'
  const gzipped = await request.get(script, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzipped.headers()['content-encoding']).toBe('gzip')
  expect(gzipped.headers()['cache-control']).toContain('immutable')
  const brotli = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(brotli.headers()['content-encoding']).toBe('br') // precompressed at build time
  const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  const templates = await request.get('/api/flow-templates', {
    headers: { accept: 'application/json' },
  })
  expect(templates.headers()['content-encoding']).toBe('gzip')
  expect((await templates.json()).data.length).toBeGreaterThan(0)
})

test.describe('stopping and starting again', () => {
  // One data folder: one test at a time.
  test.describe.configure({ mode: 'serial' })
  let dataDir = ''
  let origin = ''
  let env: NodeJS.ProcessEnv = {}

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'docugen-npm-start-'))
    const port = await freePort()
    origin = `http://localhost:${port}`
    const { NODE_ENV: _, ...inherited } = process.env
    env = { ...inherited, PORT: String(port), APP_ENV: 'test', APP_URL: origin, DATA_DIR: dataDir }
  })
  test.afterAll(async () => {
    killAll()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function running(server: OperatorProcess) {
    await answering(server, `${origin}/api/health`)
    return server
  }

  async function register(email: string) {
    const visitor = new HttpVisitor(origin)
    await visitor.expect(204, 'GET', '/sanctum/csrf-cookie')
    const challenge = await visitor.expect(200, 'GET', '/api/captcha/challenge')
    const captcha = await solveAltcha(await challenge.json())
    const user = { name: 'Operator', email, password: 'correct horse battery' }
    await visitor.expect(204, 'POST', '/api/register', { ...user, captcha })
  }

  for (const how of ['SIGTERM', 'Ctrl+C'] as const) {
    test(`npm start stops within 5 s on ${how} with code 0 and keeps its data`, async () => {
      test.setTimeout(120_000)
      const email = `npm-start-${how === 'SIGTERM' ? 'term' : 'int'}@example.com`
      // NODE_DEBUG lists the CommonJS files loaded: which build of React renders the pages.
      const server = await running(
        launch('npm', ['start', '--silent'], { cwd: root, env: { ...env, NODE_DEBUG: 'module' } }),
      )
      expect((await fetch(`${origin}/`)).status).toBe(200)
      expect(server.output()).toContain('react-dom-server.node.production.js')
      expect(server.output()).not.toContain('react-dom-server.node.development.js')
      await register(email)

      const stopped = await stop(server, how)
      expect(stopped, server.output().slice(-2000)).toMatchObject({ code: 0, leftovers: false })
      expect(stopped.ms).toBeLessThan(5_000)
      expect(await databaseClosedCleanly(dataDir)).toBe(true)

      // Started from another working directory: no path may depend on it.
      const serve = join(root, 'scripts/serve.ts')
      const again = await running(launch(process.execPath, [serve], { cwd: tmpdir(), env }))
      const answer = await new HttpVisitor(origin).expect(
        200,
        'GET',
        `/api/check-user-exists/${email}`,
      )
      expect(await answer.json()).toEqual({ exists: true })
      expect(await stop(again, 'SIGTERM')).toMatchObject({ code: 0, leftovers: false })
    })
  }
})
