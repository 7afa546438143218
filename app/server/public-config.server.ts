// The subset of the environment that is safe to send to browsers.
import { messageChunkUrls } from '../i18n/locale-chunk.server'
import { getLocale } from '../paraglide/runtime'
import { env } from './env.server'

export function publicConfig() {
  return {
    appUrl: env.APP_URL,
    environment: env.APP_ENV,
    captchaSiteKey: env.CAPTCHA_SITE_KEY ?? null,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    sentryDsn: env.SENTRY_DSN ?? null,
    /** The page locale's message chunks by group, preloaded by the root route. */
    messageChunks: messageChunkUrls(getLocale()),
  }
}

export type PublicConfig = ReturnType<typeof publicConfig>
