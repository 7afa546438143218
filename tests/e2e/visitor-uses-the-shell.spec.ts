import { expect, test } from './fixtures'

test('the header gains a shadow once the page is scrolled', async ({ page }) => {
  await page.goto('/terms')
  const header = page.locator('header')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  const shadowAtTop = await header.evaluate((element) => getComputedStyle(element).boxShadow)

  await page.mouse.wheel(0, 600)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow))
    .not.toBe(shadowAtTop)
  await expect(header).toBeInViewport()

  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu folds behind a toggle', async ({ page }) => {
    await page.goto('/')
    const signIn = page.getByRole('link', { name: 'Sign in' })
    await expect(signIn).toBeHidden()

    const toggle = page.getByRole('button', { name: 'Open the menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(signIn).toBeVisible()
    await expect(signIn).toHaveAttribute('href', '/dashboard')

    await page.getByRole('button', { name: 'Close the menu' }).click()
    await expect(signIn).toBeHidden()
  })

  test('a flow page hides the footer, other pages keep it', async ({ page }) => {
    await page.goto('/terms?flowId=42')
    await expect(page.locator('footer')).toBeHidden()
    await page.goto('/terms')
    await expect(page.locator('footer')).toBeVisible()
  })
})

test('on a wide screen the footer stays with ?flowId= and the menu is always open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/terms?flowId=42')
  await expect(page.locator('footer')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('the footer links to the legal pages and the cookie settings', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await footer.getByRole('link', { name: 'Cookie settings' }).click()
  await expect(page).toHaveURL(/\/modify$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cookie/i)
  for (const name of ['Terms of use', 'Privacy policy', 'Legal notice']) {
    await expect(footer.getByRole('link', { name })).toBeVisible()
  }
  await expect(footer.getByRole('img')).toHaveCount(0)
  await expect(
    footer.getByRole('button', { name: 'Language: English' }).locator('img'),
  ).toHaveAttribute('src', '/static/langs/en.svg')
})

test('with saved cookie choices, the cookie-settings link opens the settings in place', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'consentManager', value: '{}', url: 'http://localhost:3210' }])
  await page.goto('/privacy')
  await page.evaluate(() => {
    window.addEventListener('consent:open-settings', () => {
      document.body.dataset.consentSettings = 'open'
    })
  })
  await page.locator('footer').getByRole('link', { name: 'Cookie settings' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-consent-settings', 'open')
  await expect(page).toHaveURL(/\/privacy$/)
})

test('a category opens a panel of its tools, which closes on an outside click and on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const tools = page.getByRole('list', { name: 'Tools by category' })
  const trigger = tools.getByRole('button').first()
  const category = (await trigger.textContent()) ?? ''
  const panel = page.getByLabel(category, { exact: true }).and(page.locator('[popover]'))
  await expect(panel).toBeHidden()

  await trigger.click()
  await expect(panel).toBeVisible()
  const firstTool = panel.getByRole('link').first()
  await expect(firstTool).toHaveAttribute('href', /^\/[a-z0-9-]+$/)
  // It opens under its button.
  const [button, box] = [await trigger.boundingBox(), await panel.boundingBox()]
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0))

  await page.mouse.click(5, 700)
  await expect(panel).toBeHidden()

  await trigger.click()
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})
