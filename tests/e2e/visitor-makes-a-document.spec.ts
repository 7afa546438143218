import { expect, test } from './fixtures'
import { uniqueEmail } from './support/api'

test('a visitor starts a cover letter in French, meets a French error, answers every step, and reads the letter', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/fr/lettre-de-motivation')
  // The hero's button leads to the first step; its form loads when asked for.
  await page.getByRole('link', { name: 'Commencer' }).click()
  const start = page.getByRole('region', { name: 'Commencer' })
  await expect(start.getByText('Étape 1 sur 3')).toBeVisible()
  await start.getByRole('button', { name: 'Commencer' }).click()

  // Sending at once: the browser checks the rules first, in French.
  await start.getByRole('button', { name: 'Continuer' }).click()
  await expect(start.getByText('Ce champ est obligatoire.').first()).toBeVisible()

  await start.getByLabel('Votre adresse e-mail').fill(uniqueEmail('visitor-fr'))
  await start.getByLabel('Dans quel cadre postulez-vous').selectOption('job_ad')
  await start.getByLabel('Intitulé du poste').fill('C')
  await start.getByLabel('Entreprise').fill('Maison Delaunay')
  await start.getByLabel('Entreprise').blur()
  await expect(start.getByText('Saisissez au moins 2 caractères.')).toBeVisible()
  await start.getByLabel('Intitulé du poste').fill('Chargée de communication événementielle')
  await start.getByRole('button', { name: 'Continuer' }).click()

  // Step 2, as the member the email made.
  await expect(page).toHaveURL(/\/fr\/flow\/[0-9a-f-]{36}\/step\/2$/)
  await expect(page.getByText('Étape 2 sur 3')).toBeVisible()
  await page.getByLabel('Vos prénom et nom').fill('Léa Fontaine')
  await page
    .getByLabel('Vos principaux atouts pour ce poste')
    .fill('Organisation de salons professionnels\nRelations presse régionales et nationales')
  await page.getByRole('button', { name: 'Continuer' }).click()

  // Step 3: the outline drafted from the answers, kept as proposed.
  await expect(page.getByText('Étape 3 sur 3')).toBeVisible()
  await expect(page.getByLabel('Plan de votre lettre')).toHaveValue(/^1\. /)
  await page.getByRole('button', { name: 'Créer mon document' }).click()

  await expect(page).toHaveURL(/\/fr\/successful-flow\?flow_uuid=/)
  const preview = page.getByRole('region', { name: 'Aperçu' })
  await expect(preview).toContainText('Chargée de communication événementielle', {
    timeout: 20_000,
  })
  await expect(preview).toContainText('Léa Fontaine')
  await expect(preview).toContainText('Madame, Monsieur,')
})
