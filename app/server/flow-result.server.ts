// A flow's result as the result page shows it (SPEC §2 "/successful-flow"): where processing
// stands, and once completed the document, its formats and the HTML of its latest version.
import { completionStatusSchema, finalResultSchema } from '@contract/generation'
import { z } from 'zod'
import { api } from './api.server'
import { ApiError } from './api-client'

export async function flowResult(flowUuid: string) {
  const client = api()
  const status = await client.json(
    'GET',
    `/api/flows/${flowUuid}/completion-status`,
    completionStatusSchema,
  )
  if (status.status !== 'completed') return { status, document: null, previewHtml: null }
  const [final, preview] = await Promise.all([
    client.json('GET', `/api/flows/${flowUuid}/final`, finalResultSchema),
    client.raw('GET', `/api/flows/${flowUuid}/preview`),
  ])
  return { status, document: final.data, previewHtml: await preview.text() }
}

const DOWNLOADS = { pdf: 'pdf', default: 'default' } as const

/** The download route's path parameters. */
export const downloadParams = z.object({
  flowUuid: z.uuid(),
  format: z.enum(['pdf', 'default']),
})

/**
 * A result's file through the web app, with the visitor's session: the API's answer (a 204 while
 * the file is not ready) with only the headers a download needs.
 */
export async function flowDownload(flowUuid: string, format: keyof typeof DOWNLOADS) {
  let response: Response
  try {
    response = await api().raw('GET', `/api/flow/${flowUuid}/download/${DOWNLOADS[format]}`)
  } catch (error) {
    // Signed out (401), or not this visitor's flow (404): the status, and nothing else.
    if (error instanceof ApiError && error.status < 500) {
      return new Response(null, { status: error.status, headers: { 'cache-control': 'no-store' } })
    }
    throw error
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of ['content-type', 'content-disposition', 'x-content-filename']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (headers.has('x-content-filename')) {
    headers.set('access-control-expose-headers', 'x-content-filename')
  }
  return new Response(response.status === 204 ? null : response.body, {
    status: response.status,
    headers,
  })
}
