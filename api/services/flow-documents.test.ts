// The flow document service called directly: a generated first version, edits as new versions,
// refused content with its paths, restore, the preview's escaping, and other people's flows.
import { beforeAll, describe, expect, it } from 'vitest'
import { formSteps, type TemplateRecord } from '../catalogue/catalogue.ts'
import type { DocumentContent } from '../contract/document.ts'
import type { UserRow } from '../db/schema.ts'
import { findOwnFlow } from '../flows/flow-store.ts'
import { validAnswers } from '../testing/answers.ts'
import { domainErrorOf } from '../testing/domain-error-of.ts'
import { serviceTestSetup } from '../testing/service-deps.ts'
import {
  addDocumentVersion,
  createFlowDocument,
  documentPreviewHtml,
  getDocumentContent,
  listDocumentVersions,
  restoreDocumentVersion,
  saveDocumentContent,
  setDocumentStatus,
} from './flow-documents.ts'
import { createFlow, draftFlow, flowTemplate } from './flows.ts'

const fixture = serviceTestSetup()
const setup = () => fixture.setup
let template: TemplateRecord

beforeAll(async () => {
  template = await flowTemplate(setup().deps, { reference: 'cover_letter', locale: 'en' })
})

const paragraphs = (...texts: string[]): DocumentContent => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

const titled = (title: string, text: string): DocumentContent => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: title }] },
    { type: 'paragraph', content: [{ type: 'text', text }] },
  ],
})

/** A flow of the user's, as a generator finds it, and the input naming it for the editor. */
async function startFlow(user: UserRow) {
  const [first] = formSteps(template.definition, 'en')
  const answers = new Map(Object.entries(validAnswers(first?.fields ?? [])))
  const draft = await draftFlow(template, { meta: {}, answers, locale: 'en' })
  const { uuid } = await createFlow(setup().deps, user, draft, 'en')
  const flow = await findOwnFlow(setup().deps.db, uuid, user.id)
  if (!flow) throw new Error('The flow was not stored')
  return { flow, input: { uuid, locale: 'en' as const } }
}

/** A flow whose document the generator has written (version 1) and completed. */
async function generatedFlow(user: UserRow, content: DocumentContent = titled('Letter', 'Hi')) {
  const started = await startFlow(user)
  const document = await createFlowDocument(setup().deps, started.flow, {
    name: 'Cover letter',
    output: 'document',
  })
  await setDocumentStatus(setup().deps, document, 'processing')
  await addDocumentVersion(setup().deps, document, {
    data: content,
    generator: 'composer',
    locale: 'en',
  })
  await setDocumentStatus(setup().deps, document, 'completed')
  return { ...started, document }
}

describe('flow documents, without HTTP', () => {
  it('reads back what the generator wrote, then an edit as version 2', async () => {
    const user = await setup().user()
    const { input } = await generatedFlow(user)
    expect(await getDocumentContent(setup().deps, user, input)).toEqual({
      data: titled('Letter', 'Hi'),
      metadata: {
        title: 'Letter',
        version: 1,
        updated_at: setup().clock.now().toISOString(),
        generator: 'composer',
      },
    })
    const saved = await saveDocumentContent(setup().deps, user, {
      ...input,
      data: paragraphs('No heading'),
    })
    expect(saved.metadata).toMatchObject({ title: 'Cover letter', version: 2, generator: 'editor' })
    expect(await getDocumentContent(setup().deps, user, input)).toEqual(saved)
  })

  it('keeps <script> typed in a text node as text, escaped in the preview', async () => {
    const user = await setup().user()
    const { input } = await generatedFlow(user)
    const typed = '<script>alert(1)</script> & "quotes"'
    const saved = await saveDocumentContent(setup().deps, user, {
      ...input,
      data: paragraphs(typed),
    })
    expect(saved.data).toEqual(paragraphs(typed))
    const html = await documentPreviewHtml(setup().deps, user, input)
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toMatch(/<html|<body/)
  })

  it('refuses unknown nodes, script nodes, javascript: links and NULs with their paths', async () => {
    const user = await setup().user()
    const { input } = await generatedFlow(user)
    const link = (href: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href } }] }],
        },
      ],
    })
    const refusals: [unknown, string][] = [
      [{ type: 'doc', content: [{ type: 'iframe' }] }, 'data.content.0.type'],
      [{ type: 'doc', content: [{ type: 'script', content: [] }] }, 'data.content.0.type'],
      [link('javascript:alert(1)'), 'data.content.0.content.0.marks.0.attrs.href'],
      [paragraphs('a\u0000b'), 'data.content.0.content.0.text'],
      [undefined, 'data'],
    ]
    for (const [data, path] of refusals) {
      const error = await domainErrorOf(() =>
        saveDocumentContent(setup().deps, user, { ...input, data }),
      )
      expect(error.code, path).toBe('validation')
      expect(Object.keys(error.fields ?? {}), path).toContain(path)
    }
    expect((await getDocumentContent(setup().deps, user, input))?.metadata.version).toBe(1)
  })

  it('restores version 1 after three saves as version 4, listed newest first', async () => {
    const user = await setup().user()
    const { input } = await generatedFlow(user, paragraphs('first'))
    await saveDocumentContent(setup().deps, user, { ...input, data: paragraphs('second') })
    await saveDocumentContent(setup().deps, user, { ...input, data: paragraphs('third') })
    const restored = await restoreDocumentVersion(setup().deps, user, { ...input, version: '1' })
    expect(restored.data).toEqual(paragraphs('first'))
    expect(restored.metadata).toMatchObject({ version: 4, generator: 'restore:1' })
    const versions = await listDocumentVersions(setup().deps, user, input)
    expect(versions.map((v) => [v.version, v.generator])).toEqual([
      [4, 'restore:1'],
      [3, 'editor'],
      [2, 'editor'],
      [1, 'composer'],
    ])
    for (const version of ['5', '0', '-1', 'one', '1e3']) {
      const error = await domainErrorOf(() =>
        restoreDocumentVersion(setup().deps, user, { ...input, version }),
      )
      expect(error.code, version).toBe('not_found')
    }
  })

  it('numbers concurrent saves one after another', async () => {
    const user = await setup().user()
    const { input } = await generatedFlow(user)
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((text) =>
        saveDocumentContent(setup().deps, user, { ...input, data: paragraphs(text) }),
      ),
    )
    const numbers = (await listDocumentVersions(setup().deps, user, input)).map((v) => v.version)
    expect(numbers).toEqual([5, 4, 3, 2, 1])
  })

  it('has nothing to read before generation and refuses edits until it completes', async () => {
    const user = await setup().user()
    const { flow, input } = await startFlow(user)
    expect(await getDocumentContent(setup().deps, user, input)).toBeNull()
    expect(await documentPreviewHtml(setup().deps, user, input)).toBeNull()
    expect(await listDocumentVersions(setup().deps, user, input)).toEqual([])
    const save = () => saveDocumentContent(setup().deps, user, { ...input, data: paragraphs('x') })
    expect(await domainErrorOf(save)).toMatchObject({
      code: 'conflict',
      message: 'The document is not ready yet.',
    })
    const document = await createFlowDocument(setup().deps, flow, {
      name: 'Draft',
      output: 'document',
    })
    await setDocumentStatus(setup().deps, document, { failed: 'The model timed out.' })
    expect((await domainErrorOf(save)).code).toBe('conflict')
  })

  it("answers someone else's flow as not found, whatever the call", async () => {
    const owner = await setup().user()
    const stranger = await setup().user()
    const { input } = await generatedFlow(owner)
    const calls = [
      () => getDocumentContent(setup().deps, stranger, input),
      () => documentPreviewHtml(setup().deps, stranger, input),
      () => listDocumentVersions(setup().deps, stranger, input),
      () => saveDocumentContent(setup().deps, stranger, { ...input, data: paragraphs('mine') }),
      () => restoreDocumentVersion(setup().deps, stranger, { ...input, version: '1' }),
    ]
    for (const call of calls) expect((await domainErrorOf(call)).code).toBe('not_found')
    expect((await getDocumentContent(setup().deps, owner, input))?.metadata.version).toBe(1)
  })
})
