// `npm run bench:api`: GET /api/me for a signed-in user, 100 connections for 10 s, embedded database.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Result } from 'autocannon'
import { HttpVisitor } from '../api/testing/http-visitor.ts'
import { solveAltcha } from '../api/testing/solve-altcha.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const connections = 100
const durationSeconds = 10
const startTimeoutMs = 60_000

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))))
    })
  })
}

async function waitForHealth(api: ChildProcess, origin: string): Promise<string> {
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`)
    const signal = AbortSignal.timeout(2000)
    const response = await fetch(`${origin}/api/health`, { signal }).catch(() => null)
    if (response?.ok) {
      const health: { database?: { kind?: string } } = await response.json()
      return health.database?.kind ?? 'unknown'
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`GET /api/health did not answer within ${startTimeoutMs / 1000} s`)
}

async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return
  const exited = new Promise((resolve) => api.once('exit', resolve))
  api.kill('SIGTERM')
  const timer = setTimeout(() => api.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

async function signIn(visitor: HttpVisitor): Promise<void> {
  await visitor.expect(204, 'GET', '/sanctum/csrf-cookie')
  const challenge = await visitor.expect(200, 'GET', '/api/captcha/challenge')
  const captcha = await solveAltcha(await challenge.json())
  const user = { name: 'Bench User', email: 'bench@example.com', password: 'correct horse battery' }
  await visitor.expect(204, 'POST', '/api/register', { ...user, captcha })
  await visitor.expect(200, 'GET', '/api/me')
}

function report(result: Result, databaseKind: string): void {
  const { latency, requests } = result
  const count = (value: number) => value.toLocaleString('en-US')
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count: n }]) => `${code}: ${count(n)}`)
    .join(', ')
  console.log(
    [
      '',
      `GET /api/me, signed in — ${connections} connections, ${result.duration} s, ` +
        `database ${databaseKind}, Node ${process.version}`,
      `  requests/s (average): ${count(requests.average)}`,
      `  latency p50 / p90 / p99 / max: ${latency.p50} / ${latency.p90} / ${latency.p99} / ` +
        `${latency.max} ms (average ${latency.average} ms)`,
      `  total requests: ${count(requests.total)} (${codes || 'no responses'})`,
      `  errors: ${result.errors} (timeouts ${result.timeouts}), non-2xx: ${result.non2xx}`,
    ].join('\n'),
  )
}

async function main(): Promise<void> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'))
  const env = {
    ...process.env,
    APP_ENV: 'local',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: origin,
    // Blank is unset: the embedded database, APP_URL's host as the stateful one, ALTCHA.
    DATABASE_URL: '',
    STATEFUL_DOMAINS: '',
    CAPTCHA_PROVIDER: '',
  }
  console.log(`Starting the API on port ${port} (data in ${dataDir})…`)
  const api = spawn(process.execPath, ['api/server.ts'], { cwd: root, env })
  const log: string[] = []
  for (const out of [api.stdout, api.stderr]) out.on('data', (c: Buffer) => log.push(`${c}`))
  const cleanUp = async () => {
    await stopApi(api)
    await rm(dataDir, { recursive: true, force: true })
  }
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, () => void cleanUp().then(() => process.exit(130)))
  }
  try {
    const databaseKind = await waitForHealth(api, origin)
    const visitor = new HttpVisitor(origin)
    await signIn(visitor)
    console.log(`Signed in; GET /api/me with ${connections} connections for ${durationSeconds} s…`)
    const result = await autocannon({
      url: `${origin}/api/me`,
      connections,
      duration: durationSeconds,
      headers: visitor.headers(),
    })
    report(result, databaseKind)
    if (result.requests.total === 0) throw new Error('No request was answered')
    if (result.non2xx > 0) throw new Error(`${result.non2xx} responses were not 2xx`)
  } catch (error) {
    if (log.length > 0) console.error(`API output:\n${log.join('').trimEnd()}`)
    throw error
  } finally {
    await cleanUp()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
