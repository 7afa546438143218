import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { LAZY_MESSAGE_GROUPS, type MessageGroup, messageGroupOf } from '../app/i18n/message-groups'
import { LOCALES } from '../app.config'

const messagesEntry = /\/app\/paraglide\/messages\.js$/
const runtime = /\/app\/paraglide\/runtime\.js$/
const polyfillImport = /^import ["']@inlang\/paraglide-js\/urlpattern-polyfill["'];?$/m
const activeMessages = fileURLToPath(new URL('../app/i18n/active-messages.ts', import.meta.url))
const compiledMessages = fileURLToPath(new URL('../app/paraglide/messages/', import.meta.url))

/** Where the server finds each locale's message chunks, to preload them (empty in development). */
export const LOCALE_CHUNKS_MODULE = 'virtual:paraglide-locale-chunks'
/** For the browser: a loader per locale and message group. */
export const MESSAGE_LOADERS_MODULE = 'virtual:paraglide-message-loaders'
const GROUP_MODULE = 'virtual:paraglide-messages/'
// Named so that the chunk reads `fr-legal-messages-<hash>.js`.
const groupModule = /^\0virtual:paraglide-messages\/([a-z]+)-(\w+)-messages$/
const GROUPS: MessageGroup[] = ['core', ...LAZY_MESSAGE_GROUPS]

/**
 * Paraglide compiles every message into a function holding all four languages. In the browser
 * we want only the page's language and only the messages the page shows. For the client build
 * this plugin
 * - splits each compiled locale module into message groups (app/i18n/message-groups.ts), one
 *   chunk each, loaded before hydration (app/client.tsx) and before a navigation (root route);
 * - turns the `m` the app imports into a view of the loaded messages, with no code per message
 *   (a forwarding function per message cost 3 kB gzip);
 * - drops the URLPattern polyfill from the runtime (app/client.tsx loads it where needed).
 * The server keeps Paraglide's own index, which renders any locale, and learns the file name of
 * each group's chunk from the client build (built first) so that pages can preload theirs.
 */
export function paraglideLocaleChunks(): Plugin {
  const chunks: Record<string, Partial<Record<MessageGroup, string>>> = {}
  return {
    name: 'paraglide-locale-chunks',
    enforce: 'pre',
    // One instance for every environment: the server build reads what the client build found.
    sharedDuringBuild: true,
    resolveId(id) {
      if (
        id === LOCALE_CHUNKS_MODULE ||
        id === MESSAGE_LOADERS_MODULE ||
        id.startsWith(GROUP_MODULE)
      ) {
        return `\0${id}`
      }
      return null
    },
    load(id) {
      if (id === `\0${LOCALE_CHUNKS_MODULE}`) return `export default ${JSON.stringify(chunks)}`
      if (id === `\0${MESSAGE_LOADERS_MODULE}`) {
        if (this.environment?.config.consumer !== 'client') return 'export default {}'
        return `export default ${messageLoaders()}`
      }
      const group = groupModule.exec(id)
      if (!group) return null
      const [, locale = '', name = ''] = group
      const file = `${compiledMessages}${locale}.js`
      this.addWatchFile(file)
      return messagesOfGroup(readFileSync(file, 'utf8'), name as MessageGroup)
    },
    transform(code, id) {
      if (this.environment?.config.consumer !== 'client') return null
      const path = id.split('?')[0] ?? ''
      if (runtime.test(path)) return { code: code.replace(polyfillImport, ''), map: null }
      if (!messagesEntry.test(path)) return null
      return {
        code: [
          `import { callMessage } from ${JSON.stringify(activeMessages)}`,
          // Looked up when called: modules may hold `m.lang_fr` before the locale has loaded.
          'export const m = new Proxy({}, { get: (_, name) => (inputs) => callMessage(name, inputs) })',
        ].join('\n'),
        map: null,
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== 'client') return
      const base = this.environment.config.base
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const [, locale, group] = groupModule.exec(output.facadeModuleId ?? '') ?? []
        if (!locale || !group) continue
        chunks[locale] ??= {}
        ;(chunks[locale] as Record<string, string>)[group] = `${base}${output.fileName}`
      }
    },
  }
}

function messageLoaders() {
  const entries = LOCALES.map((locale) => {
    const groups = GROUPS.map(
      (group) =>
        `${group}: () => import(${JSON.stringify(`${GROUP_MODULE}${locale}-${group}-messages`)})`,
    )
    return `${JSON.stringify(locale)}: { ${groups.join(', ')} }`
  })
  return `{ ${entries.join(', ')} }`
}

/**
 * The messages of one group from a module compiled by Paraglide (`locale-modules`): each is an
 * `export const <key> = …` block that refers to nothing outside itself.
 */
export function messagesOfGroup(compiled: string, group: MessageGroup): string {
  const blocks = compiled.split(/^(?=export const )/m).slice(1)
  return blocks
    .filter((block) => messageGroupOf(/^export const (\w+)/.exec(block)?.[1] ?? '') === group)
    .join('')
}
