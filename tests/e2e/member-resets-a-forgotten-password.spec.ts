import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { firstLink, lastMailTo, ORIGIN, registerAccount, uniqueEmail } from './support/api'

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('forgot password → the mail → its link → a new password that signs in; the old one fails', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('forgot')
  const setup = await playwright.request.newContext({ baseURL: ORIGIN })
  await registerAccount(setup, { email })

  await page.goto('/forgot-password')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('We have emailed your password reset link.').first()).toBeVisible()

  const link = new URL(firstLink(await lastMailTo(setup, email)))
  expect(link.pathname).toBe('/reset-password')
  await setup.dispose()
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret')
  await page.getByLabel('Confirm password', { exact: true }).fill('a brand new secret')
  await page.getByRole('button', { name: 'Save my new password' }).click()
  await expect(page).toHaveURL(/\/login/)

  await signIn(page, email, 'correct horse battery')
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible()
  await signIn(page, email, 'a brand new secret')
  await expect(page).toHaveURL(`${ORIGIN}/dashboard`)
})
