import { describe, expect, it } from 'vitest'
import { fileResponse } from './file-response'

const data = new TextEncoder().encode('%PDF-1.7')

describe('fileResponse', () => {
  it('is a download with its type held, sandboxed, never cached by others', async () => {
    const response = fileResponse({ data, type: 'application/pdf', name: 'My CV.pdf' })
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    )
    expect(response.headers.get('x-content-filename')).toBe('My%20CV.pdf')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data)
  })

  it('keeps accented names, with an ASCII fallback', () => {
    const response = fileResponse({
      data,
      type: 'application/pdf',
      name: 'Lettre de démission.pdf',
    })
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Lettre de demission.pdf"; filename*=UTF-8''Lettre%20de%20d%C3%A9mission.pdf`,
    )
  })

  it('cannot be steered by a hostile name: no quotes, paths or header breaks', () => {
    const response = fileResponse({
      data,
      type: 'text/plain',
      name: '../../evil"\r\nSet-Cookie: a=b.txt',
    })
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(disposition).toContain('filename="....evilSet-Cookie: a=b.txt"')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('names a nameless file', () => {
    const response = fileResponse({ data, type: 'text/plain', name: '\u0000/' })
    expect(response.headers.get('content-disposition')).toContain('filename="download"')
  })
})
