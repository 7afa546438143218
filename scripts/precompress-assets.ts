// Writes brotli (.br) and gzip (.gz) copies of the built client's text files at the strongest
// settings, which srvx's static middleware then serves (`encodings`) instead of compressing the
// same file on every request. Run by `npm run build` and by scripts/serve.ts; up-to-date copies
// are kept. `node scripts/precompress-assets.ts [dir]` (default dist/client).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// The types srvx compresses (its isCompressible), by extension.
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.htm', '.svg', '.json', '.txt', '.xml'])
const MIN_SIZE = 1024

const variants = [
  {
    ext: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
  },
  { ext: '.gz', compress: (data: Buffer) => promisify(gzip)(data, { level: 9 }) },
]

async function modifiedAt(path: string): Promise<number> {
  return (await stat(path).catch(() => null))?.mtimeMs ?? -1
}

/** Compresses every text file of `dir` not compressed since it last changed; says how many. */
export async function precompressAssets(dir: string): Promise<{ written: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
  const written = await Promise.all(
    files.map(async (file) => {
      const { size, mtimeMs } = await stat(file)
      if (size < MIN_SIZE) return 0
      let count = 0
      let data: Buffer | undefined
      for (const variant of variants) {
        if ((await modifiedAt(file + variant.ext)) >= mtimeMs) continue
        data ??= await readFile(file)
        const compressed = await variant.compress(data)
        if (compressed.byteLength < size) {
          await writeFile(file + variant.ext, compressed)
          count++
        } else {
          // Not worth keeping; an older copy would be served stale.
          await rm(file + variant.ext, { force: true })
        }
      }
      return count
    }),
  )
  return { written: written.reduce((sum, count) => sum + count, 0) }
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '../dist/client')
  const started = performance.now()
  const { written } = await precompressAssets(dir)
  const ms = Math.round(performance.now() - started)
  console.log(`Precompressed ${written} files in ${dir} (${ms} ms).`)
}
