// `npm run bench:ssr`: server-rendering throughput of the product's production build beside a bare
// TanStack Start page of the same versions (bench/bare), then Lighthouse's mobile preset on `/`.
// Figures are printed, not asserted: they depend on the machine.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { lighthouseMobile } from './lib/lighthouse.ts'
import {
  freePort,
  lastLines,
  type ServerProcess,
  startServer,
  stopServer,
  waitUntilAnswering,
} from './lib/server-process.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const bare = join(root, 'bench/bare')
const connections = 100
const seconds = Number(process.argv[2] ?? 10)
const lighthouseRuns = 3
// What a browser sends: the server may compress, as it would for a visitor.
const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'accept-language': 'en' }

type Throughput = { name: string; url: string; rps: number; p50: number; p99: number; bad: number }

function buildBareIfStale() {
  const entry = join(bare, 'dist/server/server.js')
  const sources = ['src/routes/__root.tsx', 'src/routes/index.tsx', 'src/router.tsx']
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0
  if (sources.every((source) => statSync(join(bare, source)).mtimeMs < builtAt)) return
  console.log('Building the bare page…')
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build'], {
    cwd: bare,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) throw new Error('The bare page did not build')
}

async function throughput(
  name: string,
  url: string,
  extraHeaders: Record<string, string> = {},
): Promise<Throughput> {
  const sent = { ...headers, ...extraHeaders }
  // Warm up: JIT, caches and the first database reads are not what is measured.
  await autocannon({ url, connections: 10, duration: 2, headers: sent })
  const result = await autocannon({ url, connections, duration: seconds, headers: sent })
  const { requests, latency } = result
  const bad = result.non2xx + result.errors + result.timeouts
  return { name, url, rps: requests.average, p50: latency.p50, p99: latency.p99, bad }
}

function printThroughput(rows: Throughput[], reference: Throughput) {
  console.log(
    `\nServer rendering: ${connections} connections, ${seconds} s each, Node ${process.version}`,
  )
  console.log('| Page | req/s | p50 ms | p99 ms | × bare | failed |')
  console.log('| ---- | ----: | -----: | -----: | -----: | -----: |')
  for (const row of [...rows, reference]) {
    const ratio = (row.rps / reference.rps).toFixed(2)
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.bad} |`,
    )
  }
}

async function main() {
  buildBareIfStale()
  const [appPort, barePort] = [await freePort(), await freePort()]
  const origin = `http://localhost:${appPort}`
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-ssr-'))
  const servers: ServerProcess[] = []
  const production = { ...process.env, NODE_ENV: 'production' }
  try {
    console.log('Starting the product (it builds first if dist/ is stale) and the bare page…')
    const app = startServer(['scripts/serve.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(appPort),
        APP_ENV: 'test',
        APP_URL: origin,
        DATA_DIR: dataDir,
      },
    })
    servers.push(app)
    const bareServer = startServer([join(bare, 'serve.ts'), String(barePort)], {
      cwd: bare,
      env: production,
    })
    servers.push(bareServer)
    await Promise.all([
      waitUntilAnswering(app, `${origin}/`).catch((error: Error) => {
        throw new Error(`${error.message}\n${lastLines(app)}`)
      }),
      waitUntilAnswering(bareServer, `http://localhost:${barePort}/`),
    ])
    const rows: Throughput[] = []
    for (const path of ['/', '/fr/', '/terms', '/fr/lettre-de-motivation']) {
      rows.push(await throughput(path, origin + path))
    }
    // A cookie (any) makes the server render every time: first-time visitors' pages are cached.
    for (const path of ['/', '/terms', '/fr/lettre-de-motivation']) {
      rows.push(await throughput(`${path} rendered each time`, origin + path, { cookie: 'seen=1' }))
    }
    const reference = await throughput('bare page', `http://localhost:${barePort}/`)
    printThroughput(rows, reference)

    console.log(`\nLighthouse, mobile preset, median of ${lighthouseRuns} runs:`)
    console.log('| Page | performance | LCP ms | TBT ms | CLS | transferred kB |')
    console.log('| ---- | ----------: | -----: | -----: | --: | -------------: |')
    for (const [name, url] of [
      ['/', `${origin}/`],
      ['/fr/lettre-de-motivation', `${origin}/fr/lettre-de-motivation`],
      ['bare page', `http://localhost:${barePort}/`],
    ] as const) {
      const r = await lighthouseMobile(url, lighthouseRuns)
      console.log(
        `| ${name} | ${r.performance} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ` +
          `${r.cls.toFixed(3)} | ${(r.bytes / 1000).toFixed(1)} |`,
      )
    }
  } finally {
    await Promise.all(servers.map(stopServer))
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
