import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const messagesIndex = /\/app\/paraglide\/messages\/_index\.js$/
const activeMessages = fileURLToPath(new URL('../app/i18n/active-messages.ts', import.meta.url))

/**
 * Paraglide compiles every message into a function holding all four languages. In the browser
 * we want only the page's language: this rewrites the message index, for the client build only,
 * so each message forwards to the locale module loaded before hydration (app/client.tsx). The
 * server keeps Paraglide's own index, which can render any locale.
 */
export function paraglideLocaleChunks(): Plugin {
  return {
    name: 'paraglide-locale-chunks',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!messagesIndex.test(id.split('?')[0] ?? '')) return null
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
  }
}
