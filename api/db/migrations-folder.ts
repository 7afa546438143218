// Where the committed migrations are, found from this code's own location (not the working
// directory): beside it in the sources, or up from dist/server/… inside the web app's build.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const JOURNAL = join('meta', '_journal.json')

export function findMigrationsFolder(from: string | URL = import.meta.url): string {
  let dir = dirname(fileURLToPath(from))
  for (;;) {
    for (const candidate of [join(dir, 'migrations'), join(dir, 'api', 'db', 'migrations')]) {
      if (existsSync(join(candidate, JOURNAL))) return candidate
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No database migrations found above ${fileURLToPath(from)}`)
    dir = parent
  }
}
