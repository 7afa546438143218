// `npm run api`: the reference API on its own port, for a web app configured to call it elsewhere.
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { serve } from 'srvx'
import { InvalidApiEnvironmentError, readApiEnv } from './env.ts'
import { exitOnSignals } from './http/shutdown.ts'
import { startApi } from './runtime.ts'

process.env.NODE_ENV ??= 'production'

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
// JSON compressed as the client accepts; in the web app's process, scripts/serve.ts does it.
const standalone = new Hono().use(compress()).all('*', (c) => api.app.fetch(c.req.raw))
const server = serve({ port: env.API_PORT, fetch: standalone.fetch, gracefulShutdown: false })

exitOnSignals({
  close: async () => {
    await server.close()
    await api.close()
  },
})
