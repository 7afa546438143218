import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findMigrationsFolder } from './migrations-folder'

const root = join(import.meta.dirname, '..', '..')
const migrations = join(root, 'api', 'db', 'migrations')

describe('findMigrationsFolder', () => {
  it('finds the migrations beside the database module', () => {
    expect(findMigrationsFolder(pathToFileURL(join(root, 'api/db/database.ts')))).toBe(migrations)
  })

  it('finds them from a chunk of the web app’s build', () => {
    const chunk = pathToFileURL(join(root, 'dist/server/assets/reference-api.server-abc.js'))
    expect(findMigrationsFolder(chunk)).toBe(migrations)
  })

  it('says so when there are none', () => {
    expect(() => findMigrationsFolder(pathToFileURL('/nowhere/at/all.js'))).toThrow(
      'No database migrations found',
    )
  })
})
