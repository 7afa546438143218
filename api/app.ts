// The reference HTTP API of SPEC §7 as a Hono app: one router per resource.
import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { bodyLimit } from './http/body.ts'
import type { ApiBindings, ApiServices } from './http/context.ts'
import { errorResponse, HttpError } from './http/errors.ts'
import { sessionMiddleware } from './http/session.ts'
import { isApiLocale, localeFromAcceptLanguage, translate } from './i18n/translate.ts'
import { authRoutes } from './routes/auth.ts'
import { captchaRoutes } from './routes/captcha.ts'
import { devMailRoutes } from './routes/dev-mail.ts'
import { extractionRoutes } from './routes/extraction.ts'
import { flowDocumentRoutes } from './routes/flow-documents.ts'
import { flowTemplateRoutes } from './routes/flow-templates.ts'
import { flowRoutes } from './routes/flows.ts'
import { generationRoutes } from './routes/generation.ts'
import { googleRoutes } from './routes/google.ts'
import { healthRoutes } from './routes/health.ts'
import { landingPageRoutes } from './routes/landing-pages.ts'
import { MAIL_UNSUBSCRIBE, mailRoutes } from './routes/mail.ts'
import { meRoutes } from './routes/me.ts'
import { passwordResetRoutes } from './routes/password-reset.ts'
import { sanctumRoutes } from './routes/sanctum.ts'
import { translationRoutes } from './routes/translations.ts'
import { DomainError } from './services/domain-error.ts'

export function createApi(services: ApiServices) {
  const api = new Hono<ApiBindings>()

  api.use(secureHeaders({ crossOriginResourcePolicy: 'same-site' }))
  api.use(async (c, next) => {
    c.set('services', services)
    const lang = c.req.query('lang')
    c.set(
      'locale',
      isApiLocale(lang) ? lang : localeFromAcceptLanguage(c.req.header('accept-language')),
    )
    await next()
  })
  api.use(bodyLimit)
  // Mail links carry their own signed token and come from mail clients: no session, no CSRF.
  api.use((c, next) => (c.req.path === MAIL_UNSUBSCRIBE ? next() : sessionMiddleware(c, next)))

  api.route('/sanctum', sanctumRoutes)
  api.route('/api', healthRoutes)
  api.route('/api', captchaRoutes)
  api.route('/api', authRoutes)
  api.route('/api', passwordResetRoutes)
  api.route('/api', googleRoutes)
  api.route('/api', meRoutes)
  api.route('/api', flowTemplateRoutes)
  api.route('/api', flowRoutes)
  api.route('/api', extractionRoutes)
  api.route('/api', flowDocumentRoutes)
  api.route('/api', generationRoutes)
  api.route('/api', mailRoutes)
  api.route('/api', landingPageRoutes)
  api.route('/api', translationRoutes)
  // A developer's machine only: on staging the outbox would hold real people's mail.
  if (services.config.environment === 'local') api.route('/dev', devMailRoutes)

  api.notFound((c) =>
    c.json({ message: translate(c.get('locale') ?? 'en', 'http.not_found') }, 404),
  )
  api.onError((error, c) => {
    if (error instanceof HttpError || error instanceof DomainError) return errorResponse(error)
    console.error('API error', c.req.method, c.req.path, error)
    return c.json({ message: translate(c.get('locale') ?? 'en', 'http.server_error') }, 500)
  })
  return api
}

export type Api = ReturnType<typeof createApi>
