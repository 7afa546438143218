// `npm run api`: the reference API on its own port, for a web app configured to call it elsewhere.
import { serve } from 'srvx'
import { InvalidApiEnvironmentError, readApiEnv } from './env.ts'
import { startApi } from './runtime.ts'

function environment() {
  try {
    return readApiEnv()
  } catch (error) {
    if (!(error instanceof InvalidApiEnvironmentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const env = environment()
const api = await startApi(env)
const server = serve({ port: env.API_PORT, fetch: api.app.fetch })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await server.close()
    await api.close()
    process.exit(0)
  })
}
