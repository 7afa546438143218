import { type ChildProcess, spawn } from 'node:child_process'
import { expect, test } from './fixtures'

// A second production server whose API is unreachable (nothing listens on port 9).
const PORT = 3297
const BASE = `http://localhost:${PORT}`
let server: ChildProcess

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_ENV: 'test',
      APP_URL: BASE,
      API_BASE_URL: 'http://127.0.0.1:9',
    },
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    const up = await fetch(`${BASE}/terms`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the second server did not start')
})

test.afterAll(() => {
  server.kill()
})

test.use({ allowedConsoleErrors: [/status of 404/] })

test('pages still render, with a translated notice, and the server keeps running', async ({
  page,
}) => {
  await page.goto(`${BASE}/fr/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vos documents rédigés en quelques minutes',
  )
  await expect(page.getByRole('status').filter({ hasText: 'serveurs' })).toBeVisible()

  await page.goto(`${BASE}/terms`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')
  await expect(
    page.getByRole('status').filter({ hasText: 'can’t reach our servers' }),
  ).toBeVisible()

  // Members' pages send the visitor to sign in; nothing crashes.
  const response = await page.goto(`${BASE}/dashboard`)
  expect(response?.status()).toBeLessThan(500)
  expect(server.exitCode).toBeNull()
  expect((await fetch(`${BASE}/privacy`)).status).toBe(200)
})
