import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const messagesIndex = /\/app\/paraglide\/messages\/_index\.js$/
const localeModule = /\/app\/paraglide\/messages\/(en|fr|es|it)\.js$/
const runtime = /\/app\/paraglide\/runtime\.js$/
const polyfillImport = /^import ["']@inlang\/paraglide-js\/urlpattern-polyfill["'];?$/m
const activeMessages = fileURLToPath(new URL('../app/i18n/active-messages.ts', import.meta.url))

/** Where the server finds each locale's client chunk, to preload it (empty in development). */
export const LOCALE_CHUNKS_MODULE = 'virtual:paraglide-locale-chunks'
const resolvedChunksModule = `\0${LOCALE_CHUNKS_MODULE}`

/**
 * Paraglide compiles every message into a function holding all four languages. In the browser
 * we want only the page's language: this rewrites the message index, for the client build only,
 * so each message forwards to the locale module loaded before hydration (app/client.tsx). The
 * server keeps Paraglide's own index, which can render any locale, and learns the file name of
 * each locale's chunk from the client build (built first) so that pages can preload theirs.
 */
export function paraglideLocaleChunks(): Plugin {
  const chunks: Record<string, string> = {}
  return {
    name: 'paraglide-locale-chunks',
    enforce: 'pre',
    // One instance for every environment: the server build reads what the client build found.
    sharedDuringBuild: true,
    resolveId: (id) => (id === LOCALE_CHUNKS_MODULE ? resolvedChunksModule : null),
    load: (id) => (id === resolvedChunksModule ? `export default ${JSON.stringify(chunks)}` : null),
    transform(code, id) {
      if (this.environment?.config.consumer !== 'client') return null
      const path = id.split('?')[0] ?? ''
      // Browsers that lack URLPattern get the polyfill from app/client.tsx, before hydration.
      if (runtime.test(path)) return { code: code.replace(polyfillImport, ''), map: null }
      if (!messagesIndex.test(path)) return null
      const names = [...code.matchAll(/^export const (\w+) =/gm)].map((match) => match[1])
      const lines = names.map(
        (name) => `export const ${name} = (inputs) => activeMessages().${name}(inputs)`,
      )
      return {
        code: [`import { activeMessages } from ${JSON.stringify(activeMessages)}`, ...lines].join(
          '\n',
        ),
        map: null,
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== 'client') return
      const base = this.environment.config.base
      for (const output of Object.values(bundle)) {
        const locale =
          output.type === 'chunk' ? localeModule.exec(output.facadeModuleId ?? '')?.[1] : undefined
        if (locale) chunks[locale] = `${base}${output.fileName}`
      }
    },
  }
}
