import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressAssets } from './precompress-assets'

let dir: string
const script = 'export const greeting = "hello";\n'.repeat(200)

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'assets/main-abc123.js'), script)
  await writeFile(join(dir, 'assets/tiny.css'), 'a{color:red}')
  await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096, 7))
})

afterEach(() => rm(dir, { recursive: true, force: true }))

const exists = (path: string) =>
  stat(join(dir, path)).then(
    () => true,
    () => false,
  )

describe('precompressAssets', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    expect(await precompressAssets(dir)).toEqual({ written: 2 })
    const br = await readFile(join(dir, 'assets/main-abc123.js.br'))
    const gz = await readFile(join(dir, 'assets/main-abc123.js.gz'))
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(br.byteLength).toBeLessThan(gz.byteLength)
  })

  it('leaves small files and images alone', async () => {
    await precompressAssets(dir)
    for (const path of ['assets/tiny.css.br', 'assets/tiny.css.gz', 'logo.png.br', 'logo.png.gz']) {
      expect(await exists(path)).toBe(false)
    }
  })

  it('skips copies that are up to date, and redoes those older than their file', async () => {
    await precompressAssets(dir)
    expect(await precompressAssets(dir)).toEqual({ written: 0 })
    const changed = `${script}export const farewell = "bye";\n`
    await writeFile(join(dir, 'assets/main-abc123.js'), changed)
    const future = new Date(Date.now() + 60_000)
    await utimes(join(dir, 'assets/main-abc123.js'), future, future)
    expect(await precompressAssets(dir)).toEqual({ written: 2 })
    const br = await readFile(join(dir, 'assets/main-abc123.js.br'))
    expect(brotliDecompressSync(br).toString()).toBe(changed)
  })
})
