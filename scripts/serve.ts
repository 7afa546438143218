// `npm start`: serves the production build on PORT (default 3000), building it first when the
// build is missing or older than the sources. Runs on Node 24, which executes TypeScript directly.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { InvalidEnvironmentError, readEnv } from '../app.config.ts'

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

const app: { default: { fetch: (request: Request) => Promise<Response> | Response } } =
  await import(pathToFileURL(serverEntry).href)

// Hashed assets never change under the same name; everything else is revalidated.
const client = join(root, 'dist/client')
const assets = staticMiddleware({ dir: client, maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: client, maxAge: 3600 })

serve({
  port: env.PORT,
  fetch: app.default.fetch,
  middleware: [
    (request, next) => {
      const hashed = new URL(request.url).pathname.startsWith('/assets/')
      return (hashed ? assets : publicFiles)(request, next)
    },
  ],
})
