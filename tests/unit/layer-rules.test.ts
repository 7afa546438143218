// `npm run lint` keeps the layers apart (biome.json): these files are linted with the project's
// configuration in a scratch folder, and each forbidden import must be refused, each allowed one not.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

const probes: Record<string, string> = {
  // Refused
  'app/components/imports-a-server-function.tsx': "import { login } from '~/server/auth.functions'",
  'app/routes/imports-server-code.tsx': "import { api } from '../server/api.server'",
  'app/hooks/imports-a-server-function.ts': "import { getMe } from '~/server/auth.functions'",
  'app/server/imports-the-api-runtime.ts': "import { startApi } from '../../api/runtime.ts'",
  'app/lib/imports-the-api-seed.ts':
    "import { catalogueSeed } from '../../api/catalogue/seed/index.ts'",
  'app/components/imports-api-services.tsx': "import { users } from '../../api/services/users.ts'",
  // Allowed
  'app/queries/wraps-a-server-function.ts': "import { login } from '~/server/auth.functions'",
  'app/components/uses-the-contract.tsx': "import { LOCALES } from '@contract/constants'",
  'app/server/embeds-the-api.ts': "import { startEmbeddedApi } from '../../api/embedded.ts'",
  'app/components/uses-the-data-layer.tsx': "import { useUser } from '~/queries/auth'",
}

let folder = ''
let refused = new Map<string, string>()

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'layer-rules-'))
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  config.vcs = { enabled: false }
  delete config.$schema
  writeFileSync(join(folder, 'biome.json'), JSON.stringify(config))
  for (const [path, line] of Object.entries(probes)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    const name = /import \{ (\w+) \}/.exec(line)?.[1]
    writeFileSync(join(folder, path), `${line}\n\nexport const probe = ${name}\n`)
  }
  let output = ''
  try {
    output = execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch (error) {
    // Errors found: biome exits 1 with the report on stdout.
    output = String((error as { stdout?: string }).stdout ?? '')
  }
  const report: {
    diagnostics: { category: string; message: string; location: { path: string } }[]
  } = JSON.parse(output)
  refused = new Map(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => [diagnostic.location.path, diagnostic.message]),
  )
}, 60_000)

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

describe('npm run lint', () => {
  it.each([
    ['app/components/imports-a-server-function.tsx', /through app\/queries/],
    ['app/routes/imports-server-code.tsx', /through app\/queries/],
    ['app/hooks/imports-a-server-function.ts', /through app\/queries/],
    ['app/server/imports-the-api-runtime.ts', /only the wire contract/],
    ['app/lib/imports-the-api-seed.ts', /only the wire contract/],
    ['app/components/imports-api-services.tsx', /only the wire contract/],
  ])('refuses %s', (path, message) => {
    expect(refused.get(path)).toMatch(message)
  })

  it.each([
    'app/queries/wraps-a-server-function.ts',
    'app/components/uses-the-contract.tsx',
    'app/server/embeds-the-api.ts',
    'app/components/uses-the-data-layer.tsx',
  ])('allows %s', (path) => {
    expect(refused.has(path)).toBe(false)
  })
})
