import { defineConfig, devices } from '@playwright/test'

// End-to-end tests run in Debian's Chromium (no browser download is possible here) against the
// production build, which `scripts/serve.ts` builds first when it is missing or stale.
const port = 3210
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Journeys with several proofs of work and password hashes take 20–30 s on two busy cores.
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Each run starts from an empty embedded database.
    command: 'rm -rf .e2e-data && node scripts/serve.ts',
    url: `${baseURL}/`,
    // `local`, as a developer runs it: the tests read the mail outbox at /dev/mail.
    env: { PORT: String(port), APP_ENV: 'local', APP_URL: baseURL, DATA_DIR: '.e2e-data' },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
})
