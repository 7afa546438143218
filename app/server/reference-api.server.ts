// The project's own HTTP API, served by the web app itself when API_BASE_URL is the app's URL
// (the default): one process, nothing else to run. Started on first use.
import { onShutdown, type StartedApi, startEmbeddedApi } from '../../api/embedded.ts'
import { env } from './env.server'

let started: Promise<StartedApi> | undefined

export const servesReferenceApi = env.API_BASE_URL === env.APP_URL

/** Closes the reference API's database, if it was started (the process is stopping). */
export async function closeReferenceApi() {
  const api = await started
  started = undefined
  await api?.close()
}

/** Answers /api/*, /sanctum/* and /dev/* with the reference API, or 404 when it lives elsewhere. */
export async function handleApiRequest(request: Request): Promise<Response> {
  if (!servesReferenceApi) return Response.json({ message: 'Not found.' }, { status: 404 })
  if (!started) {
    started = startEmbeddedApi()
    onShutdown(closeReferenceApi) // closed by scripts/serve.ts as the process stops
  }
  const api = await started
  return api.app.fetch(request)
}
