// One interface for stored files (uploads now, generated documents later): a local folder by
// default, S3-compatible object storage at scale. Keys are made by the API, never by users.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'

export type FileStorage = {
  kind: 'local'
  put: (key: string, data: Uint8Array) => Promise<void>
  get: (key: string) => Promise<Uint8Array | null>
  delete: (key: string) => Promise<void>
}

const safeKey = /^[a-z0-9][a-z0-9/_-]{0,200}$/

function checkKey(key: string) {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`)
}

export function localFolderStorage(root: string): FileStorage {
  const base = resolve(root)
  const path = (key: string) => {
    checkKey(key)
    const full = resolve(join(base, key))
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`)
    return full
  }
  return {
    kind: 'local',
    put: async (key, data) => {
      const file = path(key)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, data)
    },
    get: async (key) => readFile(path(key)).catch(() => null),
    delete: async (key) => rm(path(key), { force: true }),
  }
}
