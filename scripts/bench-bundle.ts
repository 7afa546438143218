// Sizes the JS/CSS of a first visit to public pages in each language, checks it against the
// budget (JavaScript ≤ 150 kB gzip) and that it ships no other locale's messages.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Response as PageResponse } from '@playwright/test'
import {
  freePort,
  lastLines,
  startServer,
  stopServer,
  waitUntilAnswering,
} from './lib/server-process.ts'

type Locale = 'en' | 'fr' | 'es' | 'it'
type Messages = Record<string, string>
type Asset = { url: string; kind: 'js' | 'css'; raw: number; gzip: number; text: string }
type Visit = { path: string; locale: Locale; htmlLang: string; assets: Asset[] }

const JS_BUDGET_KB = 150
const root = fileURLToPath(new URL('..', import.meta.url))
const locales: Locale[] = ['en', 'fr', 'es', 'it']
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']
chromiumArgs.push('--disable-background-networking', '--disable-component-update', '--disable-sync')

function readMessages(locale: Locale): Messages {
  const json: Messages = JSON.parse(readFileSync(`${root}messages/${locale}.json`, 'utf8'))
  delete json.$schema
  return json
}

async function measure(response: PageResponse): Promise<Asset | null> {
  const type = response.request().resourceType()
  const contentType = response.headers()['content-type'] ?? ''
  const isCss = type === 'stylesheet' || contentType.includes('css')
  if (!isCss && type !== 'script' && !contentType.includes('javascript')) return null
  if (response.status() >= 300 && response.status() < 400) return null
  const body = await response.body()
  const [raw, gzip, text] = [body.length, gzipSync(body, { level: 9 }).length, body.toString()]
  return { url: response.url(), kind: isCss ? 'css' : 'js', raw, gzip, text }
}

async function visit(browser: Browser, url: URL, locale: Locale): Promise<Visit> {
  const context = await browser.newContext({ locale: 'en-US' }) // fresh: empty cache, no cookies
  const page = await context.newPage()
  const pending = new Map<string, Promise<Asset | null | Error>>()
  page.on('response', (response) => {
    const caught = (error: Error) => error
    if (!pending.has(response.url())) pending.set(response.url(), measure(response).catch(caught))
  })
  try {
    const response = await page.goto(url.href, { waitUntil: 'networkidle' })
    if (!response?.ok()) throw new Error(`${url.pathname} answered ${response?.status()}`)
    const htmlLang = await page.evaluate(() => document.documentElement.lang)
    const results = await Promise.all(pending.values())
    const error = results.find((result) => result instanceof Error)
    if (error) throw error
    const assets = results.filter((result): result is Asset => result !== null)
    return { path: url.pathname, locale, htmlLang, assets }
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const total = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((sum, a) => sum + a[key], 0)

const jsGzipKb = (assets: Asset[]) =>
  total(
    assets.filter((a) => a.kind === 'js'),
    'gzip',
  ) / 1000

function report(visits: Visit[]): void {
  const header = ['Page', 'JS files', 'JS raw kB', 'JS gzip kB', 'CSS raw kB', 'CSS gzip kB']
  header.push('Total gzip kB')
  const rows = visits.map(({ path, assets }) => {
    const [js, css] = [assets.filter((a) => a.kind === 'js'), assets.filter((a) => a.kind !== 'js')]
    const sizes = [total(js, 'raw'), total(js, 'gzip'), total(css, 'raw'), total(css, 'gzip')]
    return [path, String(js.length), ...[...sizes, total(assets, 'gzip')].map(kb)]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[0] ?? 0))).join(' | ')} |`
  const rule = widths.map((w, i) => (i ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))
  console.log('\nFirst visit, empty cache (kB = 1000 bytes; gzip = node:zlib level 9)')
  console.log([header, rule, ...rows].map(line).join('\n'))
  for (const { path, assets } of visits) {
    console.log(`\nLargest JS files on ${path} (gzip kB / raw kB):`)
    const largest = assets.filter((a) => a.kind === 'js').sort((a, b) => b.gzip - a.gzip)
    for (const { gzip, raw, url } of largest.slice(0, 5)) {
      console.log(`  ${kb(gzip).padStart(6)} / ${kb(raw).padStart(6)}  ${new URL(url).pathname}`)
    }
  }
}

/** The forms a bundler may give a string in JS source: as is, JSON-escaped, non-ASCII as \uXXXX. */
function forms(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1)
  const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0')
  const ascii = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${hex(c)}`)
  const upper = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${hex(c).toUpperCase()}`)
  return [...new Set([text, json, ascii, upper])]
}

const distinctive = (text: string | undefined, own: string | undefined): text is string =>
  text !== undefined && text.length > 24 && !text.includes('{') && text !== own

/** Prints what was checked on one visit and returns the problems found (none when it passed). */
function checkLocales(visit: Visit, messages: Record<Locale, Messages>): string[] {
  const js = visit.assets.flatMap((a) => (a.kind === 'js' ? [a.text] : [])).join('\n')
  const contains = (text: string) => forms(text).some((form) => js.includes(form))
  const own = messages[visit.locale]
  const others = locales.filter((locale) => locale !== visit.locale)
  const leaks: string[] = []
  let checked = 0
  for (const locale of others) {
    for (const [key, text] of Object.entries(messages[locale])) {
      if (!distinctive(text, own[key])) continue
      checked++
      if (contains(text)) leaks.push(`${locale} ${key}: ${JSON.stringify(text.slice(0, 70))}`)
    }
  }
  const ownStrings = Object.entries(own).filter(([key, text]) =>
    others.every((locale) => distinctive(text, messages[locale][key])),
  )
  const found = ownStrings.filter(([, text]) => contains(text)).length
  console.log(
    `${visit.path} (<html lang="${visit.htmlLang}">): checked ${checked} distinctive ` +
      `${others.join('/')} strings, ${leaks.length} leaked; ` +
      `${found}/${ownStrings.length} of its own ${visit.locale} strings found`,
  )
  const problems = leaks.length
    ? [`${visit.path} ships ${leaks.length} other-locale string(s):`]
    : []
  problems.push(...leaks.slice(0, 10).map((leak) => `  ${leak}`))
  if (visit.htmlLang !== visit.locale) problems.push(`${visit.path} is not in ${visit.locale}`)
  if (found >= 5) return problems
  const why = 'so the check is not looking at the text that holds the messages'
  return [...problems, `${visit.path}: only ${found} own ${visit.locale} strings in its JS, ${why}`]
}

async function main(): Promise<void> {
  const messages = {} as Record<Locale, Messages>
  for (const locale of locales) messages[locale] = readMessages(locale)
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const env = { ...process.env, PORT: String(port), APP_ENV: 'test', APP_URL: origin }
  console.log(`Starting the production server on port ${port} (it builds first if dist/ is stale)…`)
  // Its own process group, so that stopping it also stops a build in progress.
  const server = startServer(['scripts/serve.ts'], { cwd: root, env })
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.once(name, () => void stopServer(server).then(() => process.exit(130)))
  }
  let browser: Browser | undefined
  let started = false
  try {
    await waitUntilAnswering(server, `${origin}/`)
    started = true
    if (server.output().includes('Building')) console.log('(the app was built first)')
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
    const pages: [string, Locale][] = [
      ['/', 'en'],
      ['/fr/', 'fr'],
      ['/cover-letter', 'en'],
      ['/fr/lettre-de-motivation', 'fr'],
      ['/terms', 'en'],
      ['/es/privacy', 'es'],
      ['/it/login', 'it'],
      ['/fr/register', 'fr'],
    ]
    const visits: Visit[] = []
    for (const [path, locale] of pages)
      visits.push(await visit(browser, new URL(path, origin), locale))
    report(visits)
    const over = visits.filter(({ assets }) => jsGzipKb(assets) > JS_BUDGET_KB)
    console.log(
      over.length === 0
        ? `\nBudget: every page ships ≤ ${JS_BUDGET_KB} kB gzip of JavaScript on a first visit.`
        : `\nOVER BUDGET (${JS_BUDGET_KB} kB gzip of JS): ${over.map((v) => v.path).join(', ')}`,
    )
    if (over.length > 0) process.exitCode = 1
    console.log('\nLocale check (strings > 24 chars, no placeholder, unlike the page locale’s):')
    const problems = visits.flatMap((v) => checkLocales(v, messages))
    if (problems.length > 0) throw new Error(problems.join('\n  '))
    console.log('\nOK: each page’s JavaScript holds its own messages and none of another locale.')
  } catch (error) {
    console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`)
    const tail = lastLines(server)
    if (!started && tail) console.error(`\nServer output (last lines):\n${tail}`)
    process.exitCode = 1
  } finally {
    await browser?.close()
    await stopServer(server)
  }
}

await main()
