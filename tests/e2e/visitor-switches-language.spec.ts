import { expect, test } from './fixtures'

const DAY_SECONDS = 24 * 60 * 60

test('picking a language in the footer keeps the page and remembers the choice for 100 days', async ({
  page,
  context,
}) => {
  await page.goto('/terms')
  await page.getByRole('button', { name: 'Language: English' }).click()
  const before = Date.now() / 1000
  await page.getByRole('link', { name: 'French' }).click()

  await expect(page).toHaveURL(/\/fr\/terms$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Conditions/)

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('fr')
  const lifetimeDays = ((cookie?.expires ?? 0) - before) / DAY_SECONDS
  expect(lifetimeDays).toBeGreaterThan(99.9)
  expect(lifetimeDays).toBeLessThan(100.1)
})

test('a visitor whose cookie says French is sent from / to /fr/', async ({ page, context }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: 'http://localhost:3210' }])
  const response = await page.goto('/?ref=newsletter')
  expect(response?.request().redirectedFrom()?.url()).toBe('http://localhost:3210/?ref=newsletter')
  await expect(page).toHaveURL('http://localhost:3210/fr/?ref=newsletter')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('a prefixed link is never overridden by the cookie, nor changes it', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: 'http://localhost:3210' }])
  await page.goto('/it/privacy')
  await expect(page).toHaveURL(/\/it\/privacy$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await page.goto('/es/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('fr')
})

test('reading a shared link sets no language preference', async ({ page, context }) => {
  await page.goto('/it/terms')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('NEXT_LOCALE')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a bad locale cookie is ignored', async ({ page, context }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: 'http://localhost:3210' }])
  await page.goto('/')
  await expect(page).toHaveURL('http://localhost:3210/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('links inside a French page stay French', async ({ page }) => {
  await page.goto('/fr/')
  await page.getByRole('link', { name: 'Mentions légales' }).click()
  await expect(page).toHaveURL(/\/fr\/legal-notice$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales')
})
