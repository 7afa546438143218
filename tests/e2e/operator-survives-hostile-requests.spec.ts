import { expect, test } from './fixtures'
import { ORIGIN } from './support/api'

// No browser needed: hostile addresses sent straight at the production server.
const hostilePaths = [
  '//x/%2e%2e',
  '//evil.example',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%E0%A4%A',
  '/fr/%ZZ',
  '/terms?x=%E0%A4%A',
  '/?login_token=%00',
  '/?source_id=%00%00',
  '/?flow_uuid=%22%3E%3Cscript%3E',
  '/terms?redirect=',
  '/terms?redirect=%2F%5Cevil.example',
  '/terms?redirect=%2F.%2F%2Fevil.example',
  '/terms?redirect=%2F.%2F%2F%2Fevil.example%2Fx',
  '/terms?redirect=%2Fa%2F..%2F%2Fevil.example',
  '/_serverFn/',
  '/_serverFn//x',
  '/_serverFn/%E0%A4%A',
  '/_serverFn/unknown-function-id',
]

for (const path of hostilePaths) {
  test(`${path} answers without a server error and never leaves the site`, async ({ request }) => {
    // Whole URLs: a bare `//x` would name another host to the test's own client.
    const response = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 })
    expect(response.status()).toBeLessThan(500)
    const location = response.headers().location
    if (location) expect(new URL(location, ORIGIN).origin).toBe(ORIGIN)
  })
}

test('an unknown server function called as the app would call it is a 404', async ({ request }) => {
  const response = await request.post('/_serverFn/unknown-function-id', {
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    data: {},
  })
  expect(response.status()).toBe(404)
})
