// `npm run api` as an operator runs it: started, stopped with SIGTERM or Ctrl+C, started again
// (from another working directory) on the same data.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  answering,
  databaseClosedCleanly,
  killAll,
  launch,
  stop,
} from '../scripts/lib/operator-process.ts'
import { freePort } from '../scripts/lib/server-process.ts'
import { HttpVisitor } from './testing/http-visitor.ts'
import { solveAltcha } from './testing/solve-altcha.ts'

const root = join(import.meta.dirname, '..')
let dataDir: string
let origin: string
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docugen-signals-'))
  const port = await freePort()
  origin = `http://localhost:${port}`
  const { NODE_ENV: _, ...inherited } = process.env
  env = {
    ...inherited,
    APP_ENV: 'local',
    API_PORT: String(port),
    APP_URL: origin,
    DATA_DIR: dataDir,
    STATEFUL_DOMAINS: `localhost:${port}`,
    DATABASE_URL: '',
    CAPTCHA_PROVIDER: '',
  }
})

afterAll(async () => {
  killAll()
  await rm(dataDir, { recursive: true, force: true })
})

async function register(email: string) {
  const visitor = new HttpVisitor(origin)
  await visitor.expect(204, 'GET', '/sanctum/csrf-cookie')
  const challenge = await visitor.expect(200, 'GET', '/api/captcha/challenge')
  const captcha = await solveAltcha(await challenge.json())
  const user = { name: 'Signal Tester', email, password: 'correct horse battery' }
  await visitor.expect(204, 'POST', '/api/register', { ...user, captcha })
}

async function exists(email: string) {
  const answer = await new HttpVisitor(origin).expect(200, 'GET', `/api/check-user-exists/${email}`)
  return answer.json()
}

describe('npm run api', () => {
  it.each(['SIGTERM', 'Ctrl+C'] as const)(
    'stops within 5 s on %s with code 0, and what it stored is there after a restart',
    async (how) => {
      const email = `signals-${how === 'SIGTERM' ? 'term' : 'int'}@example.com`
      const api = launch('npm', ['run', 'api', '--silent'], { cwd: root, env })
      await answering(api, `${origin}/api/health`)
      await register(email)

      const stopped = await stop(api, how)
      expect(stopped, api.output()).toMatchObject({ code: 0, leftovers: false })
      expect(stopped.ms).toBeLessThan(5_000)
      expect(await databaseClosedCleanly(dataDir)).toBe(true)

      // Started from elsewhere: no path may depend on the working directory.
      const again = launch(process.execPath, [join(root, 'api/server.ts')], { cwd: tmpdir(), env })
      await answering(again, `${origin}/api/health`)
      expect(await exists(email)).toEqual({ exists: true })
      expect(await stop(again, 'SIGTERM')).toMatchObject({ code: 0, leftovers: false })
    },
    60_000,
  )
})
