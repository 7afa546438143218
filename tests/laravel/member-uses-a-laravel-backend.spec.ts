import { expect, test } from '../e2e/fixtures'

// The web app, unchanged, in front of a real Laravel Sanctum-style backend (scripts/test-laravel.sh).
const password = 'apollo guidance 11'
const email = `laravel-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

test.describe.configure({ mode: 'serial' })

test("the header's menus come from Laravel's catalogue", async ({ page }) => {
  await page.goto('/')
  const tools = page.getByRole('banner').getByRole('list', { name: 'Tools' })
  await expect(tools.getByRole('button')).toHaveText(['Employment', 'Business'])
  await tools.getByRole('button', { name: 'Business' }).click()
  await expect(page.getByRole('link', { name: /Non-disclosure agreement/ })).toBeVisible()
})

test('a visitor on the member area is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login(\?|$)/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test("signs up, gets Laravel's cookies, is refused a wrong password, edits the profile, signs out", async ({
  page,
  context,
}) => {
  await page.goto('/register')
  // No human check is configured for this API: nothing to wait for, nothing shown.
  await expect(page.getByText(/human/i)).toHaveCount(0)
  await page.getByLabel('Name', { exact: true }).fill('Margaret Hamilton')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create my account' }).click()

  await expect(page.getByText('Great, you’re registered', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Margaret Hamilton')

  const cookies = await context.cookies()
  const session = cookies.find((cookie) => cookie.name === 'laravel_session')
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
  expect(session?.httpOnly).toBe(true)
  expect(xsrf?.httpOnly).toBe(false)
  // Laravel's encrypted cookie: base64 of JSON { iv, value, mac }.
  const envelope = JSON.parse(
    Buffer.from(decodeURIComponent(xsrf?.value ?? ''), 'base64').toString(),
  )
  expect(Object.keys(envelope)).toEqual(expect.arrayContaining(['iv', 'value', 'mac']))

  // The profile, with what Laravel's UserResource gives (no language, no password flag).
  await page.goto('/dashboard/account')
  const name = page.getByLabel('Name', { exact: true })
  await expect(name).toHaveValue('Margaret Hamilton')
  await name.fill('Margaret H. Hamilton')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Margaret H. Hamilton')

  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

  // Laravel's own 422 message for a wrong password, then a right one.
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Great, you’re logged in', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Margaret H. Hamilton')
})
