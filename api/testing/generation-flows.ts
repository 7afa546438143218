// For the generation tests: members signing up, flows of a template with every form step answered
// (by the catalogue's own rules), and waiting for a processed flow to end.
import { expect } from 'vitest'
import { templateFormResponseSchema } from '../contract/catalogue.ts'
import { flowResourceSchema } from '../contract/flows.ts'
import { completionStatusSchema } from '../contract/generation.ts'
import { eventually } from '../jobs/testing.ts'
import { validAnswers } from './answers.ts'
import type { TestApi, TestBrowser } from './harness.ts'
import { read } from './read-response.ts'

type Step = { kind: string; fields: Parameters<typeof validAnswers>[0] }

export function generationFlows(api: () => TestApi) {
  const steps = new Map<string, Step[]>()
  let sequence = 0

  async function stepsOf(key: string) {
    const cached = steps.get(key)
    if (cached) return cached
    const response = await api().browser().get(`/api/flow-templates/${key}/form`)
    const loaded = (await read(response, 200, templateFormResponseSchema)).data.steps
    steps.set(key, loaded)
    return loaded
  }

  async function signedIn(label: string, lang = 'en') {
    const browser = api().browser()
    const response = await browser.register({ email: `${label}.${++sequence}@example.com`, lang })
    expect(response.status, await response.clone().text()).toBe(204)
    return browser
  }

  /** A flow of the template with every form step answered (the outline step left to its default). */
  async function answeredFlow(browser: TestBrowser, key = 'cover_letter', language?: string) {
    const [first, ...rest] = await stepsOf(key)
    if (!first) throw new Error(`No steps for ${key}`)
    const created = await browser.post(
      `/api/flows/${key}`,
      { inputs: validAnswers(first.fields) },
      language ? { 'accept-language': language } : {},
    )
    const uuid = (await read(created, 201, flowResourceSchema)).data.uuid
    for (const [index, step] of rest.entries()) {
      if (step.kind === 'outline') continue
      const answered = await browser.post(`/api/flows/${uuid}/steps/${index + 2}`, {
        inputs: validAnswers(step.fields),
      })
      expect(answered.status, await answered.clone().text()).toBe(200)
    }
    return uuid
  }

  const status = async (browser: TestBrowser, uuid: string) =>
    read(await browser.get(`/api/flows/${uuid}/completion-status`), 200, completionStatusSchema)

  /** The status once the flow has completed or failed. */
  const finished = (browser: TestBrowser, uuid: string) =>
    eventually(
      () => status(browser, uuid),
      (current) => current.status === 'completed' || current.status === 'failed',
    )

  return { stepsOf, signedIn, answeredFlow, status, finished }
}
