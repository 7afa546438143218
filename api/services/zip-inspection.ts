// Reads a ZIP archive's central directory from its bytes, and checks each entry inflates to exactly
// what it declares, so a DOCX can be sized up before any unzipping library trusts it.
import { crc32, inflateRawSync } from 'node:zlib'

export type ZipEntry = {
  name: string
  method: number
  flags: number
  crc32: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

/** The bytes are no ZIP this module reads: truncated, inconsistent, encrypted or ZIP64. */
export class ZipFormatError extends Error {
  constructor(reason: string) {
    super(`Unreadable ZIP: ${reason}`)
    this.name = 'ZipFormatError'
  }
}

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_RECORD = 0x06054b50
const END_RECORD_LENGTH = 22
const MAX_COMMENT_LENGTH = 0xffff
const CENTRAL_HEADER_LENGTH = 46
const LOCAL_HEADER_LENGTH = 30
// Values that defer to a ZIP64 record: no DOCX of a size we accept needs one.
const ZIP64_COUNT = 0xffff
const ZIP64_SIZE = 0xffffffff

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

export function startsLikeZip(bytes: Uint8Array) {
  return bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === LOCAL_HEADER
}

export type ZipDirectory = { entryCount: number; offset: number; size: number }

/** The end-of-central-directory record: how many entries, and where their headers are. */
export function zipDirectory(bytes: Uint8Array): ZipDirectory {
  const data = view(bytes)
  const last = bytes.byteLength - END_RECORD_LENGTH
  const first = Math.max(0, last - MAX_COMMENT_LENGTH)
  for (let at = last; at >= first; at--) {
    if (data.getUint32(at, true) !== END_RECORD) continue
    const entryCount = data.getUint16(at + 10, true)
    const size = data.getUint32(at + 12, true)
    const offset = data.getUint32(at + 16, true)
    if (entryCount === ZIP64_COUNT || size === ZIP64_SIZE || offset === ZIP64_SIZE) {
      throw new ZipFormatError('ZIP64')
    }
    if (offset + size > at) throw new ZipFormatError('central directory out of bounds')
    return { entryCount, offset, size }
  }
  throw new ZipFormatError('no end of central directory')
}

/** The entries the central directory lists, each checked to lie within the archive. */
export function zipEntries(bytes: Uint8Array, directory: ZipDirectory): ZipEntry[] {
  const data = view(bytes)
  const end = directory.offset + directory.size
  const names = new TextDecoder()
  const entries: ZipEntry[] = []
  let at = directory.offset
  for (let index = 0; index < directory.entryCount; index++) {
    if (at + CENTRAL_HEADER_LENGTH > end || data.getUint32(at, true) !== CENTRAL_HEADER) {
      throw new ZipFormatError('bad central directory header')
    }
    const nameLength = data.getUint16(at + 28, true)
    const extraLength = data.getUint16(at + 30, true)
    const commentLength = data.getUint16(at + 32, true)
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: data.getUint16(at + 8, true),
      method: data.getUint16(at + 10, true),
      crc32: data.getUint32(at + 16, true),
      compressedSize: data.getUint32(at + 20, true),
      uncompressedSize: data.getUint32(at + 24, true),
      localHeaderOffset: data.getUint32(at + 42, true),
    }
    if (entry.compressedSize === ZIP64_SIZE || entry.uncompressedSize === ZIP64_SIZE) {
      throw new ZipFormatError('ZIP64')
    }
    entries.push(entry)
    at += CENTRAL_HEADER_LENGTH + nameLength + extraLength + commentLength
  }
  if (at > end) throw new ZipFormatError('central directory overruns its size')
  return entries
}

/** The entry's stored bytes, as its local header places them. */
function storedData(bytes: Uint8Array, entry: ZipEntry) {
  const data = view(bytes)
  const header = entry.localHeaderOffset
  if (
    header + LOCAL_HEADER_LENGTH > bytes.byteLength ||
    data.getUint32(header, true) !== LOCAL_HEADER
  ) {
    throw new ZipFormatError(`bad local header for ${entry.name}`)
  }
  const start =
    header +
    LOCAL_HEADER_LENGTH +
    data.getUint16(header + 26, true) +
    data.getUint16(header + 28, true)
  const end = start + entry.compressedSize
  if (end > bytes.byteLength) throw new ZipFormatError(`${entry.name} runs past the archive`)
  return bytes.subarray(start, end)
}

/**
 * Inflates the entry, never past its declared size, and checks its size and checksum: an entry
 * that lies about its size is caught after producing at most what it declared.
 */
export function verifyEntry(bytes: Uint8Array, entry: ZipEntry) {
  if (entry.flags & 1) throw new ZipFormatError(`${entry.name} is encrypted`)
  const stored = storedData(bytes, entry)
  let content: Uint8Array
  if (entry.method === 0) content = stored
  else if (entry.method === 8) {
    try {
      content = inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
    } catch {
      throw new ZipFormatError(`${entry.name} does not inflate to its declared size`)
    }
  } else throw new ZipFormatError(`${entry.name} uses compression method ${entry.method}`)
  if (content.byteLength !== entry.uncompressedSize || crc32(content) !== entry.crc32) {
    throw new ZipFormatError(`${entry.name} does not match its declared size or checksum`)
  }
}
