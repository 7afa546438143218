// A throwaway database per test file: PGlite in memory, or a fresh database on TEST_DATABASE_URL.
import pg from 'pg'
import type { DatabaseOptions } from '../db/database.ts'
import { readTestDatabaseUrl } from '../env.ts'
import { randomToken } from '../services/tokens.ts'

export async function createTestDatabase(): Promise<{
  options: DatabaseOptions
  drop: () => Promise<void>
}> {
  const serverUrl = readTestDatabaseUrl()
  if (!serverUrl) return { options: { memory: true }, drop: async () => {} }

  const name = `test_${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    options: { url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
