import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

const journal: { entries: unknown[] } = JSON.parse(
  readFileSync('api/db/migrations/meta/_journal.json', 'utf8'),
)

test('the web app serves its own API on the embedded database', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({
    status: 'ok',
    database: { kind: 'pglite', migrations_applied: journal.entries.length },
    mail: { transport: 'outbox' },
    human_verification: { mode: 'altcha' },
  })
})

test('the web app serves the seeded catalogue in the page’s language', async ({ request }) => {
  const response = await request.get('/api/flow-templates?lang=fr')
  const body: { data: { name: string; slug: string }[] } = await response.json()
  expect(body.data.length).toBeGreaterThanOrEqual(16)
  expect(body.data.map((template) => template.slug)).toContain('lettre-de-motivation')
})

test('the API hands the app’s pages a session and an XSRF token', async ({ request }) => {
  const response = await request.get('/sanctum/csrf-cookie', {
    headers: { origin: 'http://localhost:3210' },
  })
  expect(response.status()).toBe(204)
  const cookies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
  expect(cookies.map((cookie) => cookie.value.split('=')[0]).sort()).toEqual([
    'XSRF-TOKEN',
    'docugen_session',
  ])
  const me = await request.get('/api/me', { headers: { origin: 'http://localhost:3210' } })
  expect(me.status()).toBe(401)
})

test('a write without the XSRF token is refused with 419', async ({ request }) => {
  const response = await request.post('/api/logout', {
    headers: { origin: 'http://localhost:3210' },
  })
  expect(response.status()).toBe(419)
  expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' })
})
