import { expect, test } from './fixtures'

test.use({ allowedConsoleErrors: [/status of 404/] })

test('an unknown address answers 404 with the not-found page, kept out of search', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByRole('link', { name: 'Back to the home page', exact: true }).click()
  await expect(page).toHaveURL('http://localhost:3210/')
})

test('the not-found page speaks the language of the address', async ({ page }) => {
  const response = await page.goto('/fr/page-inexistante')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable')
})

test('/404 exists and is not indexed', async ({ page }) => {
  await page.goto('/404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})

test('public pages are indexable', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})
