import { getLocale, localizeHref } from '~/paraglide/runtime'

const toolHrefs = new Map<string, string>()

/** A tool's landing page, in the page's language (remembered: every page lists every tool). */
export function toolHref(slug: string) {
  const key = `${getLocale()}/${slug}`
  let href = toolHrefs.get(key)
  if (href === undefined) {
    href = localizeHref(`/${slug}`)
    // Bounded by the catalogue's size; a catalogue that grows past this starts afresh.
    if (toolHrefs.size > 2000) toolHrefs.clear()
    toolHrefs.set(key, href)
  }
  return href
}
