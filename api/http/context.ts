// What every request handler can reach: the services, the session and the request's language.
import type { ApiLocale } from '../i18n/translate.ts'
import type { ApiServices } from '../services/dependencies.ts'
import type { SessionState } from './session.ts'

export type { ApiConfig, ApiServices } from '../services/dependencies.ts'

export type ApiBindings = {
  Variables: {
    services: ApiServices
    /** Null when the request is not stateful (it comes from no configured app host). */
    session: SessionState | null
    locale: ApiLocale
  }
}
