// The browser's copy of the page's messages: one locale module, loaded before hydration.
import type { Locale } from '../../app.config'

type MessageModule = Record<string, (inputs?: unknown) => string>

const localeModules = import.meta.glob<MessageModule>('../paraglide/messages/{en,fr,es,it}.js')

let active: MessageModule | undefined

export async function loadLocaleMessages(locale: Locale) {
  const load = localeModules[`../paraglide/messages/${locale}.js`]
  if (!load) throw new Error(`No messages compiled for locale "${locale}"`)
  active = await load()
}

export function activeMessages(): MessageModule {
  if (!active) throw new Error('Messages used before loadLocaleMessages() finished')
  return active
}
