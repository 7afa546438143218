import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from './fixtures'
import { registerAccount, uniqueEmail } from './support/api'
import { processedFlow } from './support/flows'

const JOB = 'Chargée de communication à Lyon'

test('a member reads their French result in the page and downloads it as DOCX and PDF', async ({
  page,
}) => {
  await registerAccount(page.request, { email: uniqueEmail('result'), lang: 'fr' })
  const uuid = await processedFlow(page.request, {
    template: 'cover_letter',
    lang: 'fr',
    documentName: 'Lettre pour Maison Delaunay',
    overrides: { job_title: JOB },
  })
  await page.goto(`/fr/successful-flow?flow_uuid=${uuid}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettre pour Maison Delaunay')
  const preview = page.getByRole('region', { name: 'Aperçu' })
  await expect(preview).toContainText(JOB)
  await expect(preview).toContainText('Madame, Monsieur,')

  const saved = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ])
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) }
  }
  const docx = await saved('Télécharger en DOCX')
  expect(docx.name).toBe('lettre-pour-maison-delaunay.docx')
  expect((await mammoth.extractRawText({ buffer: docx.bytes })).value).toContain(JOB)
  const pdf = await saved('Télécharger en PDF')
  expect(pdf.name).toBe('lettre-pour-maison-delaunay.pdf')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
    mergePages: true,
  })
  expect(text.replace(/\s+/g, ' ')).toContain(JOB)

  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})

test.describe('refusals', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('another account’s result, or none, is not found; a visitor is asked to sign in', async ({
    page,
    browser,
  }) => {
    await registerAccount(page.request, { email: uniqueEmail('owner') })
    const uuid = await processedFlow(page.request, {
      template: 'cover_letter',
      lang: 'en',
      documentName: 'Mine',
      overrides: {},
    })
    const stranger = await browser.newContext()
    const strangerPage = await stranger.newPage()
    await registerAccount(strangerPage.request, { email: uniqueEmail('stranger') })
    const response = await strangerPage.goto(`/successful-flow?flow_uuid=${uuid}`)
    expect(response?.status()).toBe(404)
    expect((await strangerPage.request.get(`/files/${uuid}/pdf`)).status()).toBe(404)
    await stranger.close()

    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/successful-flow?flow_uuid=${uuid}`)
    await expect(visitorPage).toHaveURL(/\/login\?redirect=/)
    await visitor.close()
  })
})
