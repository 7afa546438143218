// A document as an HTML fragment (the preview), rendered on the server without a DOM.

import StarterKit from '@tiptap/starter-kit'
import { escapeHTMLAttribute, renderToHTMLString } from '@tiptap/static-renderer'
import { type DocumentContent, isSafeHref, LINK_REL } from '../contract/document.ts'

/** StarterKit cut down to the nodes and marks of the document schema. */
export const documentExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    link: {
      autolink: false,
      openOnClick: false,
      HTMLAttributes: { rel: LINK_REL, target: '_blank' },
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
]

function linkAttribute(name: string, value: unknown): string {
  return typeof value === 'string' ? ` ${name}="${escapeHTMLAttribute(value)}"` : ''
}

export function renderDocumentHtml(doc: DocumentContent): string {
  return renderToHTMLString({
    content: doc,
    extensions: documentExtensions,
    options: {
      markMapping: {
        // Our own anchor so the rel is ours whatever the stored mark says, and an unsafe
        // href (already refused by the schema) still never reaches the page.
        link: ({ mark, children }) => {
          const href: unknown = mark.attrs.href
          const safe = typeof href === 'string' && isSafeHref(href)
          const text = Array.isArray(children) ? children.join('') : (children ?? '')
          return `<a${linkAttribute('href', safe ? href : undefined)}${linkAttribute('target', mark.attrs.target)} rel="${LINK_REL}">${text}</a>`
        },
      },
    },
  })
}
