import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ORIGIN, registerAccount, uniqueEmail } from './support/api'

const texts = {
  en: {
    prefix: '',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    confirmation: 'Confirm password',
    createAccount: 'Create my account',
    registered: 'Great, you’re registered',
    signIn: 'Sign in',
    loggedIn: 'Great, you’re logged in',
    signOut: 'Sign out',
    greeting: (name: string) => `Hello, ${name}`,
  },
  fr: {
    prefix: '/fr',
    name: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirmation: 'Confirmez le mot de passe',
    createAccount: 'Créer mon compte',
    registered: 'Parfait, votre compte est créé',
    signIn: 'Se connecter',
    loggedIn: 'Parfait, connexion réussie',
    signOut: 'Se déconnecter',
    greeting: (name: string) => `Bonjour ${name}`,
  },
}

async function signIn(page: Page, t: (typeof texts)['en'], email: string, password: string) {
  await page.getByLabel(t.email, { exact: true }).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: t.signIn, exact: true }).click()
}

for (const [locale, t] of Object.entries(texts)) {
  test(`${locale}: register, see the member area, sign out, sign in again`, async ({ page }) => {
    // Two proofs of work and two password hashes: slow on a busy two-core machine.
    test.setTimeout(60_000)
    const email = uniqueEmail(`journey-${locale}`)
    await page.goto(`${t.prefix}/register`)
    await page.getByLabel(t.name, { exact: true }).fill('Margaret Hamilton')
    await page.getByLabel(t.email, { exact: true }).fill(email)
    await page.getByLabel(t.password, { exact: true }).fill('apollo guidance 11')
    await page.getByLabel(t.confirmation, { exact: true }).fill('apollo guidance 11')
    // A success toast lasts 3 s: watched for from before the click, so a slow page cannot miss it.
    const registered = page.getByText(t.registered, { exact: true }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: t.createAccount }).click()
    await registered
    await expect(page).toHaveURL(`${ORIGIN}${t.prefix}/dashboard`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.greeting('Margaret Hamilton'),
    )

    await page.getByRole('button', { name: t.signOut }).first().click()
    await expect(page).toHaveURL(`${ORIGIN}${t.prefix}/`)
    await expect(page.getByRole('banner').getByRole('link', { name: t.signIn })).toBeVisible()

    await page.goto(`${t.prefix}/login`)
    const loggedIn = page.getByText(t.loggedIn, { exact: true }).waitFor({ timeout: 20_000 })
    await signIn(page, t, email, 'apollo guidance 11')
    await loggedIn
    await expect(page).toHaveURL(`${ORIGIN}${t.prefix}/dashboard`)
  })
}

test('signing in leaves both the session and the XSRF cookie in the browser', async ({
  page,
  context,
  playwright,
}) => {
  const email = uniqueEmail('cookies')
  const api = await playwright.request.newContext({ baseURL: ORIGIN })
  await registerAccount(api, { email })
  await api.dispose()

  await page.goto('/login')
  await signIn(page, texts.en, email, 'correct horse battery')
  await expect(page).toHaveURL(`${ORIGIN}/dashboard`)
  const cookies = await context.cookies()
  const session = cookies.find((cookie) => cookie.name === 'docugen_session')
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
  expect(session?.httpOnly).toBe(true)
  expect(session?.sameSite).toBe('Lax')
  expect(xsrf?.httpOnly).toBe(false)
})

test('a wrong password shows the server’s message; the sixth attempt is throttled', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('throttle')
  const api = await playwright.request.newContext({ baseURL: ORIGIN })
  await registerAccount(api, { email })
  await api.dispose()

  await page.goto('/login')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, texts.en, email, `wrong password ${attempt}`)
    await expect(page.getByText('These credentials do not match our records.').last()).toBeVisible()
  }
  await signIn(page, texts.en, email, 'correct horse battery')
  await expect(
    page.getByText(/Too many login attempts\. Please try again in \d+ seconds\./).first(),
  ).toBeVisible()
  await expect(page).toHaveURL(`${ORIGIN}/login`)
})

test('a visitor sent to sign in comes back to the page they wanted', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('guard')
  const api = await playwright.request.newContext({ baseURL: ORIGIN })
  await registerAccount(api, { email })
  await api.dispose()

  await page.goto('/dashboard/account')
  await expect(page).toHaveURL(`${ORIGIN}/login?redirect=%2Fdashboard%2Faccount`)
  await signIn(page, texts.en, email, 'correct horse battery')
  await expect(page).toHaveURL(`${ORIGIN}/dashboard/account`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account')
})

test('a signed-in member opening the sign-in page goes to the member area', async ({ page }) => {
  const email = uniqueEmail('signed-in')
  await registerAccount(page.request, { email })
  await page.goto('/login')
  await expect(page).toHaveURL(`${ORIGIN}/dashboard`)
})
