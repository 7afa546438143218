import { describe, expect, it } from 'vitest'
import { sampleDocument } from '../documents/testing/sample-document.ts'
import {
  DOCUMENT_LIMITS,
  documentContentSchema,
  documentTitle,
  isSafeHref,
  plainText,
} from './document.ts'

function docWith(...inline: unknown[]) {
  return { type: 'doc', content: [{ type: 'paragraph', content: inline }] }
}

function linkTo(href: string) {
  return docWith({ type: 'text', text: 'here', marks: [{ type: 'link', attrs: { href } }] })
}

function refusal(input: unknown) {
  const result = documentContentSchema.safeParse(input)
  expect(result.success).toBe(false)
  return result.error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
}

describe('documentContentSchema', () => {
  it('takes the sample document as it is', () => {
    expect(documentContentSchema.parse(sampleDocument)).toEqual(sampleDocument)
  })

  it('takes what an empty TipTap editor gives, and TipTap’s default link attributes', () => {
    expect(
      documentContentSchema.safeParse({ type: 'doc', content: [{ type: 'paragraph' }] }).success,
    ).toBe(true)
    const link = {
      type: 'link',
      attrs: {
        href: 'mailto:a@example.com',
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
        class: null,
        title: null,
      },
    }
    expect(
      documentContentSchema.safeParse(docWith({ type: 'text', text: 'a', marks: [link] })).success,
    ).toBe(true)
  })

  it('keeps a script typed as text as text', () => {
    const doc = docWith({ type: 'text', text: '<script>alert(1)</script>' })
    expect(documentContentSchema.parse(doc)).toEqual(doc)
  })

  it('refuses a node type it does not know, and a script node', () => {
    expect(refusal({ type: 'doc', content: [{ type: 'codeBlock', content: [] }] })).toEqual([
      expect.objectContaining({ path: 'content.0.type' }),
    ])
    expect(refusal(docWith({ type: 'script', text: 'alert(1)' }))).toEqual([
      expect.objectContaining({ path: 'content.0.content.0.type' }),
    ])
  })

  it('refuses an unknown mark and an unknown attribute', () => {
    expect(refusal(docWith({ type: 'text', text: 'a', marks: [{ type: 'strike' }] }))).toEqual([
      expect.objectContaining({ path: 'content.0.content.0.marks.0.type' }),
    ])
    const onclick = { type: 'link', attrs: { href: 'https://example.com', onclick: 'alert(1)' } }
    expect(refusal(docWith({ type: 'text', text: 'a', marks: [onclick] }))).toEqual([
      expect.objectContaining({ path: 'content.0.content.0.marks.0.attrs' }),
    ])
    expect(
      refusal({ type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'x' } }] }),
    ).toEqual([expect.objectContaining({ path: 'content.0' })])
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '/relative/path',
    'https://',
  ])('refuses a link to %j', (href) => {
    expect(isSafeHref(href)).toBe(false)
    expect(refusal(linkTo(href))).toEqual([
      expect.objectContaining({ path: 'content.0.content.0.marks.0.attrs.href' }),
    ])
  })

  it('refuses an unsafe link target and an empty text node', () => {
    const framed = { type: 'link', attrs: { href: 'https://example.com', target: 'javascript:x' } }
    expect(refusal(docWith({ type: 'text', text: 'a', marks: [framed] }))?.[0]?.path).toBe(
      'content.0.content.0.marks.0.attrs.target',
    )
    expect(refusal(docWith({ type: 'text', text: '' }))?.[0]?.path).toBe('content.0.content.0.text')
  })

  it('refuses a heading level the editor does not offer', () => {
    const h4 = { type: 'doc', content: [{ type: 'heading', attrs: { level: 4 } }] }
    expect(refusal(h4)?.[0]?.path).toBe('content.0.attrs.level')
  })

  it('refuses a document nested too deep, saying where', () => {
    let node: unknown = { type: 'paragraph' }
    for (let depth = 0; depth < 10_000; depth += 1) node = { type: 'blockquote', content: [node] }
    const issues = refusal({ type: 'doc', content: [node] })
    expect(issues).toHaveLength(1)
    expect(issues?.[0]?.message).toMatch(/at most 16 levels/)
    expect(issues?.[0]?.path).toBe(
      Array(DOCUMENT_LIMITS.maxDepth + 1)
        .fill('content.0')
        .join('.'),
    )
  })

  it('refuses a document with too many nodes or too much text', () => {
    const paragraphs = Array.from({ length: DOCUMENT_LIMITS.maxNodes }, () => ({
      type: 'paragraph',
    }))
    expect(refusal({ type: 'doc', content: paragraphs })?.[0]?.message).toMatch(
      /at most 10000 nodes/,
    )
    const text = 'é'.repeat(DOCUMENT_LIMITS.maxTextNodeLength)
    const long = Array.from({ length: 21 }, () => ({
      type: 'paragraph',
      content: [{ type: 'text', text }],
    }))
    expect(refusal({ type: 'doc', content: long })?.[0]).toEqual({
      path: 'content.20.content.0.text',
      message: 'A document holds at most 200000 characters.',
    })
    expect(refusal(docWith({ type: 'text', text: `${text}x` }))?.[0]?.path).toBe(
      'content.0.content.0.text',
    )
  })
})

describe('documentTitle and plainText', () => {
  it('read the first heading and the text in order', () => {
    expect(documentTitle(sampleDocument)).toBe('Lettre de motivation – Hélène Garçon')
    expect(documentTitle({ type: 'doc', content: [{ type: 'paragraph' }] })).toBeNull()
    const text = plainText(sampleDocument)
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Lettre de motivation – Hélène Garçon',
      'Hélène Garçon',
      '12, rue de l’Église, 69002 Lyon',
    ])
    expect(text).toContain('Tests systématiques\n« Le travail')
  })
})
