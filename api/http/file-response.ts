// How every stored file leaves the API (uploads now, generated documents and invoices later): a
// download, never a page — an attachment, its type not to be second-guessed, sandboxed, with its
// name in Content-Disposition and in x-content-filename (which the web app reads, SPEC §7).

export type DownloadedFile = {
  data: Uint8Array<ArrayBuffer>
  /** The type sniffed when it was stored, or the one the API produced it with. */
  type: string
  /** A display name; the storage key is never shown. */
  name: string
}

/** The name without path separators or control characters, and an ASCII fallback for old clients. */
function names(name: string) {
  const clean = name.replace(/[\\/\p{Cc}"]/gu, '').trim() || 'download'
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .trim() || 'download'
  return { clean, ascii }
}

export function fileResponse(file: DownloadedFile): Response {
  const { clean, ascii } = names(file.name)
  return new Response(file.data, {
    headers: {
      'content-type': file.type,
      'content-length': String(file.data.byteLength),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`,
      'x-content-filename': encodeURIComponent(clean),
      'access-control-expose-headers': 'x-content-filename',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  })
}
