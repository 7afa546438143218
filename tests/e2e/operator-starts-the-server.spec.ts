import { spawnSync } from 'node:child_process'
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
