import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config'

// The web app's production build against a real Laravel (the Sanctum-style peer), as started by
// `npm run test:laravel` (scripts/test-laravel.sh), which chooses the ports and stops the peer.
const port = Number(process.env.LARAVEL_TEST_APP_PORT ?? 3220)
const apiPort = Number(process.env.LARAVEL_TEST_API_PORT ?? 8000)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  ...base,
  testDir: 'tests/laravel',
  // One Laravel process (PHP's built-in server) answers one request at a time.
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL },
  projects: [{ name: 'laravel', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `${baseURL}/terms`,
    env: {
      PORT: String(port),
      APP_ENV: 'test',
      APP_URL: baseURL,
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      // Laravel names its session cookie after its app.
      SESSION_COOKIE: 'laravel_session',
      // No human check configured: Laravel decides (the peer has none).
      CAPTCHA_PROVIDER: '',
      CAPTCHA_SITE_KEY: '',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
})
