import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { ORIGIN } from './support/api'

const LOCALES = ['en', 'fr', 'es', 'it'] as const
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

test('a tool’s page in French says what it makes, the steps, an example, and its neighbours', async ({
  page,
}) => {
  const response = await page.goto('/fr/lettre-de-motivation')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveTitle('Lettre de motivation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettre de motivation')
  await expect(page.getByText('Résultat\u00a0: Document')).toBeVisible()
  const steps = page.getByRole('region', { name: 'Les étapes' })
  await expect(steps.getByRole('listitem')).toHaveCount(3)
  await expect(steps.getByRole('heading', { name: 'Le poste' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Les styles proposés' })).toBeVisible()
  const example = page.getByRole('region', { name: 'Exemple de résultat' })
  await expect(example.getByText('Madame, Monsieur,', { exact: true })).toBeVisible()

  // Language alternates point at each language's own slug.
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/fr/lettre-de-motivation`,
  )
  await expect(alternate('en')).toHaveAttribute('href', `${ORIGIN}/cover-letter`)
  await expect(alternate('es')).toHaveAttribute('href', `${ORIGIN}/es/carta-de-presentacion`)
  await expect(alternate('it')).toHaveAttribute('href', `${ORIGIN}/it/lettera-di-presentazione`)
  await expect(alternate('x-default')).toHaveAttribute('href', `${ORIGIN}/cover-letter`)

  // Another tool of the same category is one click away.
  const related = page.getByRole('region', { name: 'Autres outils de la même catégorie' })
  await related.getByRole('link', { name: /Lettre de démission/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettre de démission')
  await expect(page).toHaveURL(/\/fr\/lettre-de-demission$/)

  // The language menu leads to the same tool under its slug in the other language.
  await page.getByRole('button', { name: /Langue/ }).click()
  await page.getByRole('link', { name: 'Anglais' }).click()
  await expect(page).toHaveURL(`${ORIGIN}/resignation-letter`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resignation letter')
})

test('every tool has its page in every language, with its own canonical address', async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const landing = (await (
      await request.get(`/api/translations/landing/${locale}`)
    ).json()) as Record<string, { slug: string; title: string }>
    const tools = Object.values(landing)
    expect(tools.length).toBe(16)
    for (const tool of tools) {
      const path = `${prefix(locale)}/${tool.slug}`
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`)
      expect(html, path).toContain(`<title>${tool.title.replaceAll('&', '&amp;')}</title>`)
    }
  }
})

test('an unknown tool is a 404', async ({ request }) => {
  expect((await request.get('/fr/outil-inexistant')).status()).toBe(404)
  expect((await request.get('/no-such-tool')).status()).toBe(404)
})

test('the home page lists every category with its tools, and "Browse the tools" leads there', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Browse the tools' }).click()
  const catalogue = page.getByRole('region', { name: 'All our tools' })
  await expect(catalogue).toBeInViewport()
  await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(4)
  // 16 tools; two of them belong to two categories each.
  await expect(catalogue.getByRole('link')).toHaveCount(18)
  await catalogue.getByRole('link', { name: /Cover letter/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cover letter')
})

for (const path of ['/cover-letter', '/fr/lettre-de-motivation']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
}
