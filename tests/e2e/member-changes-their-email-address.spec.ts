import { expect, test } from './fixtures'
import { firstLink, lastMailTo, ORIGIN, registerAccount, uniqueEmail } from './support/api'

test('a new address is asked for the password, confirmed by its mailed link, and the old one is told', async ({
  page,
  playwright,
}) => {
  const [email, next] = [uniqueEmail('before'), uniqueEmail('after')]
  await registerAccount(page.request, { email })
  await page.goto('/dashboard/account')

  await page.getByLabel('Email address', { exact: true }).fill(next)
  await page.getByRole('button', { name: 'Save changes' }).click()
  const password = page.getByLabel('Current password', { exact: true }).first()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await password.fill('correct horse battery')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`open the link we just emailed to ${next}`).first()).toBeVisible()

  const outbox = await playwright.request.newContext({ baseURL: ORIGIN })
  expect(await lastMailTo(outbox, email)).toContain(next)
  const link = new URL(firstLink(await lastMailTo(outbox, next)))
  expect(link.pathname).toBe('/confirm-email')
  await outbox.dispose()

  // Opening the link changes nothing by itself (mail scanners open links too).
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your new email address')
  await page.getByRole('button', { name: 'Confirm this address' }).click()
  await expect(page.getByRole('status').filter({ hasText: next })).toBeVisible()

  await page.getByRole('link', { name: 'Go to my account' }).click()
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(next)

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByRole('button', { name: 'Confirm this address' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible()
})
