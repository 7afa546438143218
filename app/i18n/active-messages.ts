// The browser's copy of the page's messages, one group at a time (app/i18n/message-groups.ts),
// as the `m` of the client build reads them (tooling/paraglide-locale-chunks.ts). A page's
// locale never changes while it is open (another language is another page), so one table will do.
import loaders from 'virtual:paraglide-message-loaders'
import type { Locale } from '../../app.config'
import type { LazyMessageGroup, MessageGroup } from './message-groups'

type Message = (inputs?: unknown) => string

const table: Partial<Record<string, Message>> = {}
const loading = new Map<string, Promise<void>>()

/** Loads the `core` messages and the given groups, each once; the server has them all already. */
export async function loadMessages(locale: Locale, groups: readonly LazyMessageGroup[] = []) {
  if (import.meta.env.SSR) return
  await Promise.all(['core' as const, ...groups].map((group) => loadGroup(locale, group)))
}

function loadGroup(locale: Locale, group: MessageGroup) {
  const key = `${locale}/${group}`
  let pending = loading.get(key)
  if (!pending) {
    const load = loaders[locale]?.[group]
    if (!load) throw new Error(`No "${group}" messages compiled for locale "${locale}"`)
    pending = load().then(
      (messages) => {
        Object.assign(table, messages)
      },
      (error: unknown) => {
        // A chunk that failed to arrive (offline, a new deploy) is tried again next time.
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

export function callMessage(name: string | symbol, inputs?: unknown): string {
  const message = typeof name === 'string' ? table[name] : undefined
  if (!message) {
    throw new Error(
      `Message "${String(name)}" used before its group was loaded (message-groups.ts)`,
    )
  }
  return message(inputs)
}
