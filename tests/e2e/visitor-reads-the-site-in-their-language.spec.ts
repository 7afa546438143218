import { expect, test } from './fixtures'

const homes = [
  { path: '/', lang: 'en', heading: 'Your documents, written in minutes' },
  { path: '/fr/', lang: 'fr', heading: 'Vos documents rédigés en quelques minutes' },
  { path: '/es/', lang: 'es', heading: /documentos/i },
  { path: '/it/', lang: 'it', heading: 'I tuoi documenti, pronti in pochi minuti' },
]

for (const home of homes) {
  test(`a visitor opening ${home.path} reads the home page in ${home.lang}`, async ({ page }) => {
    await page.goto(home.path)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading)
    await expect(page).toHaveTitle(/Docugen/)
    const description = page.locator('meta[name="description"]')
    await expect(description).toHaveAttribute('content', /.{60,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:3210${home.path}`,
    )
    for (const locale of ['en', 'fr', 'es', 'it', 'x-default']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveCount(1)
    }
  })
}

test('each public page has its own title and description in every language', async ({ page }) => {
  const seen = new Set<string>()
  for (const prefix of ['', '/fr', '/es', '/it']) {
    for (const path of ['/terms', '/privacy', '/legal-notice']) {
      await page.goto(`${prefix}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(seen.has(title), `title of ${prefix}${path} is unique`).toBe(false)
      expect(description?.length ?? 0).toBeGreaterThan(40)
      seen.add(title)
    }
  }
})

test('the legal notice names the operator', async ({ page }) => {
  await page.goto('/legal-notice')
  await expect(page.getByText(/published by Docugen/)).toBeVisible()
})

test('a page’s wording arrives with it: the home page loads no legal text, the terms load theirs on the way', async ({
  page,
}) => {
  const messageChunks: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^\/assets\/fr-\w+-messages-/.test(url.pathname)) messageChunks.push(url.pathname)
  })
  await page.goto('/fr/')
  expect(messageChunks.filter((path) => path.includes('-legal-'))).toEqual([])
  // Client-side navigation to a page of another message group.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Conditions d’utilisation' })
    .click()
  await expect(page).toHaveURL(/\/fr\/terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation')
  await expect(page).toHaveTitle(/Conditions d’utilisation/)
  expect(messageChunks.filter((path) => path.includes('-legal-'))).toHaveLength(1)
  // And the way back, to the sign-in page (its own group) with the header's link.
  await page
    .getByRole('link', { name: /Se connecter/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous')
  expect(messageChunks.filter((path) => path.includes('-auth-'))).toHaveLength(1)
})
