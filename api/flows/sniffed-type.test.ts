import { describe, expect, it } from 'vitest'
import { sniffedType } from './answers'

const file = (
  content: string | Uint8Array<ArrayBuffer>,
  name = 'upload.txt',
  type = 'text/plain',
) => new File([content], name, { type })

describe('sniffedType', () => {
  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an SVG with an XML prolog', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an HTML page', '<!DOCTYPE html><html><body onload="alert(1)"></body></html>'],
    ['an HTML fragment', '  \n<script>alert(document.cookie)</script>'],
    ['an XML file', '<?xml version="1.0" encoding="UTF-8"?><note>hello</note>'],
    ['a comment first', '<!-- hi --><img src=x onerror=alert(1)>'],
  ])('takes %s for markup, not text', async (_, content) => {
    expect(await sniffedType(file(content))).toBe('text/html')
  })

  it('ignores what the browser declared', async () => {
    expect(await sniffedType(file('<svg onload="alert(1)"/>', 'photo.png', 'image/png'))).toBe(
      'text/html',
    )
  })

  it('keeps plain text plain, even with a < inside', async () => {
    expect(await sniffedType(file('Ada Lovelace\nSkills: C < C++ <3'))).toBe('text/plain')
    expect(await sniffedType(file('< 5 years of experience'))).toBe('text/plain')
  })

  it('recognises real documents by their signature', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')
    expect(await sniffedType(file(pdf, 'cv.pdf', 'application/pdf'))).toBe('application/pdf')
  })

  it('keeps long text plain when its first 64 KB end inside a character', async () => {
    // 65,535 ASCII bytes, then "é" (2 bytes) straddling the 64 KB mark.
    const text = `${'a'.repeat(64 * 1024 - 1)}é and more`
    expect(await sniffedType(file(text))).toBe('text/plain')
  })

  it('still refuses a text cut short inside a character', async () => {
    const cut = new TextEncoder().encode('Résumé').slice(0, 2)
    expect(await sniffedType(file(new Uint8Array(cut)))).toBeNull()
  })

  it('refuses binary it cannot name', async () => {
    expect(await sniffedType(file(new Uint8Array([0, 1, 2, 3, 0xff])))).toBeNull()
  })
})
