// Reads the text parts of a small ZIP package (a .docx) in tests, with Node's own inflate.
import { inflateRawSync } from 'node:zlib'

const END_OF_DIRECTORY = 0x06054b50

export function unzipText(zip: Buffer): Record<string, string> {
  let end = zip.length - 22
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1
  if (end < 0) throw new Error('Not a ZIP file.')
  const entries = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files: Record<string, string> = {}
  for (let entry = 0; entry < entries; entry += 1) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8')
    at += 46 + skip
  }
  return files
}
