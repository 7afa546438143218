import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessages } from './i18n/active-messages'
import { parseMessageGroups } from './i18n/message-groups'
import { getLocale } from './paraglide/runtime'

// Paraglide reads the locale from the URL with URLPattern; only older browsers download the polyfill.
if (!('URLPattern' in globalThis)) await import('@inlang/paraglide-js/urlpattern-polyfill')
// The page's messages must be in place before React hydrates what the server rendered.
await loadMessages(getLocale(), parseMessageGroups(document.documentElement.dataset.messages))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
