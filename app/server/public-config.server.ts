// The subset of the environment that is safe to send to browsers.
import { messageChunkUrls } from '../i18n/locale-chunk.server'
import { getLocale } from '../paraglide/runtime'
import { env } from './env.server'

export function publicConfig() {
  return {
    appUrl: env.APP_URL,
    environment: env.APP_ENV,
    /** Which human check the forms run; the request field it is sent in stays here. */
    humanCheck: browserHumanCheck(),
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    sentryDsn: env.SENTRY_DSN ?? null,
    /** The page locale's message chunks by group, preloaded by the root route. */
    messageChunks: messageChunkUrls(getLocale()),
  }
}

function browserHumanCheck() {
  const check = env.HUMAN_CHECK
  return check.provider === 'recaptcha-v3' || check.provider === 'turnstile'
    ? { provider: check.provider, siteKey: check.siteKey }
    : { provider: check.provider }
}

export type PublicConfig = ReturnType<typeof publicConfig>
