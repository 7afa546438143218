import { expect, test } from './fixtures'
import {
  firstLink,
  lastMailTo,
  ORIGIN,
  registerAccount,
  requestLoginLink,
  uniqueEmail,
} from './support/api'

test('?source_id=abc leaves a source_id cookie and a clean URL', async ({ page, context }) => {
  await page.goto('/fr/terms?source_id=abc&x=1')
  await expect(page).toHaveURL(`${ORIGIN}/fr/terms?x=1`)
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'source_id')
  expect(cookie?.value).toBe('abc')
})

test('?redirect=/terms is followed', async ({ page }) => {
  await page.goto('/?redirect=%2Fterms')
  await expect(page).toHaveURL(`${ORIGIN}/terms`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')
})

const hostileRedirects = [
  '//evil.com',
  '/\\evil.com',
  'https://evil.com',
  'javascript:alert(1)',
  '/%0d%0aLocation:%20https://evil.com',
  '//user@evil.com',
  'https://localhost:3210@evil.com/',
]

for (const hostile of hostileRedirects) {
  test(`?redirect=${hostile} stays on the site`, async ({ page }) => {
    await page.goto(`/privacy?redirect=${encodeURIComponent(hostile)}`)
    expect(new URL(page.url()).origin).toBe(ORIGIN)
    await expect(page).toHaveURL(`${ORIGIN}/privacy`)
  })
}

test('a mailed sign-in link (?login_token=) signs the visitor in and leaves a clean URL', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('link')
  const owner = await playwright.request.newContext({ baseURL: ORIGIN })
  await registerAccount(owner, { email, name: 'Katherine Johnson' })
  const stranger = await playwright.request.newContext({ baseURL: ORIGIN })
  expect((await requestLoginLink(stranger, email)).status()).toBe(200)
  const link = new URL(firstLink(await lastMailTo(stranger, email)))
  expect(link.searchParams.get('login_token')).toBeTruthy()

  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveURL(`${ORIGIN}/dashboard`)
  const me = await page.request.get('/api/me', { headers: { origin: ORIGIN } })
  expect((await me.json()).data.email).toBe(email)
  await owner.dispose()
  await stranger.dispose()
})

test('a used or forged sign-in link signs nobody in', async ({ page }) => {
  await page.goto('/?login_token=forged-token')
  await expect(page).toHaveURL(`${ORIGIN}/`)
  const me = await page.request.get('/api/me', { headers: { origin: ORIGIN } })
  expect(me.status()).toBe(401)
})
