// Serves the bare page's production build the way scripts/serve.ts serves the product's, so the
// benchmark compares the pages and not the servers.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const dist = join(import.meta.dirname, 'dist')
const app: { default: { fetch: (request: Request) => Promise<Response> | Response } } =
  await import(pathToFileURL(join(dist, 'server/server.js')).href)

const server = serve({
  port: Number(process.argv[2] ?? 3100),
  fetch: app.default.fetch,
  middleware: [staticMiddleware({ dir: join(dist, 'client'), maxAge: 31536000, immutable: true })],
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close(true).then(() => process.exit(0)))
}
