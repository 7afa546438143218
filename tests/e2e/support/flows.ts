// Flows set up through the API as the web app's pages would make them, for the pages that show
// what follows (the result page): answered step by step with valid answers, then processed.
import type { APIRequestContext } from '@playwright/test'
import { templateFormResponseSchema } from '../../../api/contract/catalogue.ts'
import { validAnswers } from '../../../api/testing/answers.ts'
import { ORIGIN } from './api'

async function xsrf(request: APIRequestContext) {
  const state = await request.storageState()
  return decodeURIComponent(
    state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  )
}

async function post(request: APIRequestContext, path: string, data: unknown, lang: string) {
  const response = await request.post(path, {
    headers: {
      origin: ORIGIN,
      'x-xsrf-token': await xsrf(request),
      accept: 'application/json',
      'accept-language': lang,
    },
    data,
  })
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
  return response.json()
}

/**
 * A processed flow of the template for the signed-in account of `request`, with `overrides`
 * among its answers; resolves once the API says it is completed.
 */
export async function processedFlow(
  request: APIRequestContext,
  options: {
    template: string
    lang: string
    documentName: string
    overrides: Record<string, string>
  },
) {
  const form = templateFormResponseSchema.parse(
    await (
      await request.get(`/api/flow-templates/${options.template}/form`, {
        headers: { 'accept-language': options.lang },
      })
    ).json(),
  )
  const [first, ...rest] = form.data.steps
  if (!first) throw new Error('no steps')
  const answers = (fields: typeof first.fields) => ({
    ...validAnswers(fields),
    ...Object.fromEntries(
      fields.flatMap((field) =>
        options.overrides[field.name] ? [[field.name, options.overrides[field.name]]] : [],
      ),
    ),
  })
  const created = await post(
    request,
    `/api/flows/${options.template}`,
    { inputs: answers(first.fields) },
    options.lang,
  )
  const uuid: string = created.data.uuid
  for (const step of rest) {
    if (step.kind === 'outline') continue
    await post(
      request,
      `/api/flows/${uuid}/steps/${step.number}`,
      { inputs: answers(step.fields) },
      options.lang,
    )
  }
  await post(
    request,
    `/api/flows/${uuid}/process`,
    { documentName: options.documentName },
    options.lang,
  )
  for (let attempt = 0; attempt < 100; attempt++) {
    // With the app's Origin: the API gives a session only to its own pages' requests.
    const response = await request.get(`/api/flows/${uuid}/completion-status`, {
      headers: { origin: ORIGIN, accept: 'application/json' },
    })
    const status = await response.json()
    if (status.status === 'completed') return uuid
    if (status.status === 'failed') throw new Error(`processing failed: ${status.reason}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('processing did not end')
}
