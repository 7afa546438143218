// POST /api/extract-document-text through the real API: the text of each format, the session and
// XSRF checks, throttling, and each refusal (413, 415, 422) in the caller's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { messageSchema, validationErrorSchema } from '../contract/common.ts'
import { extractTextResponseSchema } from '../contract/extraction.ts'
import {
  docxParts,
  docxWithText,
  pdfWithoutText,
  pdfWithText,
  png,
  windowsExecutable,
  zipOf,
} from '../testing/extraction-fixtures.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import { serveOverHttp } from '../testing/http-server.ts'
import { rawRequest } from '../testing/raw-http.ts'
import { read } from '../testing/read-response.ts'

const PATH = '/api/extract-document-text'
const MEGABYTE = 1024 * 1024
const utf8 = (text: string) => new TextEncoder().encode(text)

let api: TestApi
let browser: TestBrowser

beforeAll(async () => {
  api = await createTestApi()
  browser = api.browser()
  await browser.csrf()
})

afterAll(async () => {
  await api?.close()
})

// Each test starts a new throttling window.
beforeEach(() => {
  api.clock.advance(61_000)
})

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, headers?: Record<string, string>) {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type: 'application/octet-stream' }))
  return browser.postForm(PATH, form, headers)
}

const readText = async (response: Response) =>
  (await read(response, 200, extractTextResponseSchema)).text
const fileError = async (response: Response, status: number) =>
  (await read(response, status, validationErrorSchema)).errors.file?.[0]

describe('reading an uploaded document', () => {
  it('answers the text of a PDF, accents included', async () => {
    const pdf = await pdfWithText('Lettre de motivation — été 2026, à Besançon')
    expect(await readText(await upload(pdf, 'lettre.pdf'))).toContain(
      'Lettre de motivation — été 2026, à Besançon',
    )
  })

  it('answers the text of a DOCX', async () => {
    const docx = await docxWithText('Perfil profesional', 'Diseñadora en Logroño')
    const text = await readText(await upload(docx, 'perfil.docx'))
    expect(text).toContain('Perfil profesional')
    expect(text).toContain('Diseñadora en Logroño')
  })

  it('answers plain text and Markdown as sent, without a byte-order mark', async () => {
    expect(await readText(await upload(utf8('\uFEFFCiao, città!'), 'note.txt'))).toBe(
      'Ciao, città!',
    )
    const markdown = '# Résumé\n\n* point **un**\n'
    expect(await readText(await upload(utf8(markdown), 'notes.md'))).toBe(markdown)
  })
})

describe('who may call it', () => {
  it('refuses a write without the XSRF token with 419', async () => {
    const visitor = api.browser()
    await visitor.csrf()
    visitor.cookies.delete('XSRF-TOKEN')
    const form = new FormData()
    form.append('file', new File([utf8('hello')], 'a.txt'))
    const response = await visitor.postForm(PATH, form)
    expect(await read(response, 419, messageSchema)).toEqual({ message: 'CSRF token mismatch.' })
  })

  it('refuses a call from outside the app (no session) with 401', async () => {
    const outsider = api.browser('')
    const form = new FormData()
    form.append('file', new File([utf8('hello')], 'a.txt'))
    expect((await outsider.postForm(PATH, form)).status).toBe(401)
  })

  it('throttles a client past 20 documents a minute', async () => {
    for (let call = 0; call < 20; call++) {
      expect((await upload(utf8('hello'), 'a.txt')).status).toBe(200)
    }
    const response = await upload(utf8('hello'), 'a.txt')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('refusals', () => {
  it('refuses a 50 MB upload with 413', async () => {
    const response = await upload(new Uint8Array(50 * MEGABYTE), 'huge.pdf')
    expect(await read(response, 413, messageSchema)).toEqual({
      message: 'The upload is too large.',
    })
  })

  it('refuses a body announced as 50 MB over HTTP at once, before it arrives', async () => {
    const served = await serveOverHttp(api)
    try {
      // Only the first bytes are ever sent: an answer at all means the API did not wait for the rest.
      const response = await rawRequest(served.base, {
        method: 'POST',
        target: PATH,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * MEGABYTE),
        },
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n',
      })
      expect(response.status).toBe(413)
    } finally {
      await served.close()
    }
  })

  it.each([
    ['a Windows executable named .pdf', windowsExecutable(), 'cv.pdf'],
    ['a PNG', png(), 'photo.png'],
    ['a PNG named .txt', png(), 'notes.txt'],
    ['a ZIP that is no DOCX', zipOf([{ name: 'a.txt', content: utf8('hi') }]), 'cv.docx'],
  ])('refuses %s with 415', async (_label, bytes, name) => {
    expect(await fileError(await upload(bytes, name), 415)).toBe(
      'This type of file cannot be read. Please upload a PDF, a Word document (.docx), or a text or Markdown file.',
    )
  })

  it('refuses a ZIP bomb with 422', async () => {
    const bomb = zipOf(docxParts({ content: new Uint8Array(60 * MEGABYTE) }))
    const message = await fileError(await upload(bomb, 'bomb.docx'), 422)
    expect(message).toBe(
      'Once decompressed, this document takes up more than 50 megabytes, so it cannot be read.',
    )
  })

  it('refuses a PDF with no text (a scan) with 422', async () => {
    expect(await fileError(await upload(await pdfWithoutText(), 'scan.pdf'), 422)).toBe(
      'No text could be read from this document. If it is a scan, please upload a version with selectable text.',
    )
  })

  it('refuses a PDF over 200 pages with 422', async () => {
    const pages = Array.from({ length: 201 }, (_, page) => `Page ${page + 1}`)
    expect(await fileError(await upload(await pdfWithText(...pages), 'long.pdf'), 422)).toBe(
      'The PDF has more than 200 pages. Please upload a shorter document.',
    )
  })

  it('refuses text over 200,000 characters with 422', async () => {
    expect(await fileError(await upload(utf8('é'.repeat(200_001)), 'long.md'), 422)).toBe(
      'The text of this document is longer than 200,000 characters. Please upload a shorter document.',
    )
  })

  it('refuses a damaged DOCX with 422', async () => {
    const docx = await docxWithText('Bonjour')
    const message = await fileError(
      await upload(docx.subarray(0, docx.byteLength - 40), 'a.docx'),
      422,
    )
    expect(message).toBe('This document could not be read: the file seems to be damaged.')
  })

  it('asks for the file when the form has none, or has text in its place', async () => {
    const empty = new FormData()
    empty.append('other', 'x')
    expect(await fileError(await browser.postForm(PATH, empty), 422)).toBe(
      'The file field is required.',
    )
    const text = new FormData()
    text.append('file', 'not a file')
    expect(await fileError(await browser.postForm(PATH, text), 422)).toBe(
      'The file field must be a file.',
    )
    const two = new FormData()
    two.append('file', new File([utf8('one')], 'a.txt'))
    two.append('file', new File([utf8('two')], 'b.txt'))
    expect(await fileError(await browser.postForm(PATH, two), 422)).toBe(
      'The file field must be a file.',
    )
    expect(await fileError(await browser.post(PATH, { file: 'x' }), 422)).toBe(
      'The file field must be a file.',
    )
  })
})

describe('in French', () => {
  const french = { 'accept-language': 'fr-FR,fr;q=0.9' }

  it('says why in French', async () => {
    expect(await fileError(await upload(png(), 'photo.pdf', french), 415)).toBe(
      'Ce type de fichier ne peut pas être lu. Envoyez un PDF, un document Word (.docx), ou un fichier texte ou Markdown.',
    )
    expect(await fileError(await upload(await pdfWithoutText(), 'scan.pdf', french), 422)).toBe(
      'Aucun texte n’a pu être lu dans ce document. S’il s’agit d’un scan, envoyez une version dont le texte est sélectionnable.',
    )
    const bomb = zipOf(docxParts({ content: utf8('<w/>'), declaredSize: 0xfffffff0 }))
    expect(await fileError(await upload(bomb, 'cv.docx', french), 422)).toBe(
      'Une fois décompressé, ce document dépasse 50 Mo : il ne peut pas être lu.',
    )
    const empty = new FormData()
    expect(await fileError(await browser.postForm(PATH, empty, french), 422)).toBe(
      'Le champ fichier est obligatoire.',
    )
    const huge = await upload(new Uint8Array(50 * MEGABYTE), 'huge.pdf', french)
    expect(await read(huge, 413, messageSchema)).toEqual({
      message: 'Le fichier envoyé est trop volumineux.',
    })
  })
})
