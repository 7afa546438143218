// Generation through an OpenAI-compatible server (a real HTTP fake of one): the API configured
// with AI_BASE_URL names it in its health, writes the flow's document with it in the flow's
// language, revises by instruction, and ends a flow the provider cannot serve as `failed` with a
// reason the user can read.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { messageSchema, validationErrorSchema } from '../contract/common.ts'
import { plainText } from '../contract/document.ts'
import { documentContentResponseSchema } from '../contract/flow-documents.ts'
import { completionStatusSchema } from '../contract/generation.ts'
import { healthResponseSchema } from '../contract/health.ts'
import { startFakeOpenAi } from '../testing/fake-openai-server.ts'
import { generationFlows } from '../testing/generation-flows.ts'
import { createTestApi, type TestApi } from '../testing/harness.ts'
import { read } from '../testing/read-response.ts'

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
let api: TestApi
const flows = generationFlows(() => api)

beforeAll(async () => {
  fake = await startFakeOpenAi()
  api = await createTestApi({
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-local',
    AI_MODEL: 'good',
    AI_TIMEOUT_MS: '15000',
  })
})
beforeEach(() => fake.reset())
afterAll(async () => {
  await api?.close()
  await fake.close()
})

it('names the provider and its model in the health check', async () => {
  const health = await read(await api.browser().get('/api/health'), 200, healthResponseSchema)
  expect(health.generator).toEqual({ name: 'openai-compatible:good' })
})

it('writes the document with it, in the flow’s language, and revises it by instruction', async () => {
  const browser = await flows.signedIn('ai', 'es')
  const uuid = await flows.answeredFlow(browser, 'cover_letter', 'es')
  fake.reset()
  const accepted = await browser.post(
    `/api/flows/${uuid}/process`,
    { documentName: 'Carta' },
    { 'accept-language': 'es' },
  )
  await read(accepted, 202, completionStatusSchema)
  expect(await flows.finished(browser, uuid)).toMatchObject({ status: 'completed', progress: 100 })
  expect(fake.requests).toHaveLength(1)
  expect(fake.requests[0]?.authorization).toBe('Bearer sk-local')
  expect(fake.requests[0]?.body.messages[0]?.content).toContain('Write in Spanish (Spain) only')

  const content = await read(
    await browser.get(`/api/flows/${uuid}/document-content`),
    200,
    documentContentResponseSchema,
  )
  expect(content.metadata).toMatchObject({ version: 1, generator: 'openai-compatible:good' })
  expect(plainText(content.data)).toContain('First point')

  const revised = await browser.post('/api/revise-and-retry-flow', {
    flowId: uuid,
    instruction: 'Más breve, por favor',
    passage: 'First point',
  })
  const after = await read(revised, 200, documentContentResponseSchema)
  expect(after.metadata).toMatchObject({ version: 2, generator: 'openai-compatible:good:revision' })
  expect(fake.requests.at(-1)?.body.messages[1]?.content).toContain('Más breve, por favor')

  const missing = await browser.post('/api/revise-and-retry-flow', {
    flowId: uuid,
    instruction: 'Más breve',
    passage: 'A sentence the document does not have',
  })
  expect(Object.keys((await read(missing, 422, validationErrorSchema)).errors)).toEqual(['passage'])

  fake.playAs('down')
  const refused = await browser.post(
    '/api/revise-and-retry-flow',
    { flowId: uuid, instruction: 'Più breve' },
    { 'accept-language': 'it' },
  )
  expect((await read(refused, 503, messageSchema)).message).toBe(
    'Al momento il nostro servizio di scrittura non è raggiungibile. Riprova più tardi.',
  )
})

it('ends a flow the provider answers with nonsense as failed, with a reason in the user’s language', async () => {
  const browser = await flows.signedIn('nonsense', 'fr')
  const uuid = await flows.answeredFlow(browser)
  fake.playAs('malformed')
  await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Lettre' })
  expect((await flows.finished(browser, uuid)).status).toBe('failed')
  const inFrench = await read(
    await browser.get(`/api/flows/${uuid}/completion-status`, { 'accept-language': 'fr' }),
    200,
    completionStatusSchema,
  )
  expect(inFrench.reason).toBe(
    'Le brouillon reçu n’a pas pu être transformé en document. Veuillez réessayer.',
  )
  expect((await browser.get(`/api/flow/${uuid}/download/pdf`)).status).toBe(204)
})

it('retries a busy provider, then says it is busy; the flow can be processed again', async () => {
  const browser = await flows.signedIn('busy')
  const uuid = await flows.answeredFlow(browser)
  fake.playAs('busy')
  await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Letter' })
  expect(await flows.finished(browser, uuid)).toMatchObject({
    status: 'failed',
    reason: 'Our writing service is very busy right now. Please try again in a few minutes.',
  })
  // The provider's own retries (the AI SDK's), within the one job.
  expect(fake.requests.length).toBe(3)

  fake.playAs('good')
  const again = await browser.post(`/api/flows/${uuid}/process`, { documentName: 'Letter' })
  expect(again.status).toBe(202)
  expect((await flows.finished(browser, uuid)).status).toBe('completed')
})
