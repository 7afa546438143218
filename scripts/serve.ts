// `npm start`: serves the production build on PORT (default 3000), building it first when the
// build is missing or older than the sources. Runs on Node 24, which executes TypeScript directly.
import '../api/http/production-mode.ts'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { closeHttpServer, closeRegistered, exitOnSignals } from '../api/http/shutdown.ts'
import { InvalidEnvironmentError, readEnv } from '../app.config.ts'
import { precompressAssets } from './precompress-assets.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = join(root, 'dist/server/server.js')
const sources = [
  'app',
  'api',
  'messages',
  'project.inlang',
  'public',
  'app.config.ts',
  'vite.config.ts',
  'tooling',
  'package.json',
]
const notBuilt = /[/\\](paraglide[/\\]|routeTree\.gen\.ts$)|\.test\.tsx?$/

function newestSourceTime(path: string): number {
  if (notBuilt.test(path) || !existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestSourceTime(join(path, name))))
}

function buildIsStale() {
  if (!existsSync(serverEntry)) return true
  const builtAt = statSync(serverEntry).mtimeMs
  return sources.some((source) => newestSourceTime(join(root, source)) > builtAt)
}

function environment() {
  try {
    return readEnv()
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const env = environment()

if (buildIsStale()) {
  console.log('Building the web app…')
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const client = join(root, 'dist/client')
// Static files are served from their .br/.gz copies (a no-op when the build already made them);
// where they cannot be written (a read-only image), srvx compresses each request instead.
await precompressAssets(client).catch((error: unknown) => {
  console.warn(`Static files not precompressed: ${error instanceof Error ? error.message : error}`)
})

const app: { default: { fetch: (request: Request) => Promise<Response> | Response } } =
  await import(pathToFileURL(serverEntry).href)

// Pages, server-function answers and the embedded API's JSON, compressed by Hono's middleware
// (gzip or deflate as the browser accepts; q-values, a size threshold, no-transform, Vary).
const web = new Hono().use(compress()).all('*', (c) => app.default.fetch(c.req.raw))

// Hashed assets never change under the same name; everything else is revalidated.
const encodings = { br: '.br', gzip: '.gz' }
const assets = staticMiddleware({ dir: client, maxAge: 31536000, immutable: true, encodings })
const publicFiles = staticMiddleware({ dir: client, maxAge: 3600, encodings })

const server = serve({
  port: env.PORT,
  // Stopping is ours (below): srvx's own handler closes the server but leaves the process running.
  gracefulShutdown: false,
  fetch: web.fetch,
  middleware: [
    (request, next) => {
      const hashed = new URL(request.url).pathname.startsWith('/assets/')
      return (hashed ? assets : publicFiles)(request, next)
    },
  ],
})

exitOnSignals({
  close: async () => {
    await closeHttpServer(server)
    // The reference API's database, if a request started it (app/server/reference-api.server.ts).
    await closeRegistered()
  },
})
