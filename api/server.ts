// `npm run api`: the reference API on its own port, for a web app configured to call it elsewhere.
import './http/production-mode.ts'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { serve } from 'srvx'
import { readApiEnvOrExit } from './env.ts'
import { closeHttpServer, exitOnSignals } from './http/shutdown.ts'
import { startApi } from './runtime.ts'

const env = readApiEnvOrExit()
const api = await startApi(env)
// JSON compressed as the client accepts (Hono's middleware); in the web app's process,
// scripts/serve.ts does it.
const standalone = new Hono().use(compress()).all('*', (c) => api.app.fetch(c.req.raw))
const server = serve({
  port: env.API_PORT,
  fetch: standalone.fetch,
  // Stopping is ours (below): srvx's own handler closes the server but leaves the process running.
  gracefulShutdown: false,
})

exitOnSignals({
  close: async () => {
    await closeHttpServer(server)
    await api.close()
  },
})
