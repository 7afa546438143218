import { expect, test } from './fixtures'
import { ORIGIN } from './support/api'

test('a server-function call from another site is refused', async ({ page, request }) => {
  // The sign-in page asks a server function for its human-verification challenge.
  const call = page.waitForRequest((candidate) => candidate.url().includes('/_serverFn/'))
  await page.goto('/login')
  const original = await call
  const headers = original.headers()

  const forged = await request.get(original.url(), {
    headers: { ...headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(forged.status()).toBe(403)
  const genuine = await request.get(original.url(), {
    headers: { ...headers, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
  })
  expect(genuine.status()).toBe(200)
})

test('an API write with a forged Origin gets no session and is refused', async ({ request }) => {
  await request.get('/sanctum/csrf-cookie', { headers: { origin: ORIGIN } })
  const state = await request.storageState()
  const xsrf = decodeURIComponent(
    state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  )
  const forged = await request.patch('/api/me', {
    headers: { origin: 'https://evil.example', 'x-xsrf-token': xsrf, accept: 'application/json' },
    data: { name: 'Mallory' },
  })
  expect(forged.status()).toBe(401)
})
