// The application's typed configuration: the environment schema, validated once at startup,
// and the product constants of SPEC §9. Safe to import anywhere: nothing here runs on import.
import { z } from 'zod'

export const LOCALES = ['en', 'fr', 'es', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const BASE_LOCALE: Locale = 'en'

/** The locale cookie keeps Next.js's name so the original backend and old visits keep working. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAgeDays: 100 } as const

export const FLOW_LIST_DEFAULTS = { page: 1, perPage: 10 } as const

export const TOAST = {
  successDurationMs: 3000,
  defaultDurationMs: 6000,
  swipeThresholdPx: 50,
  widthPx: 390,
} as const

export const BREAKPOINT_XS_PX = 450

export const CONSENT = {
  cookieName: 'consentManager',
  cookieMaxAgeDays: 365,
  cookiePath: '/',
  cookieSecure: true,
  bannerScrollThresholdPx: 40,
  overlayZIndex: 1105,
} as const

/** How fast the loader's progress bar fills: `step` percent every `intervalMs`. */
export const LOADING_PROGRESS_SPEEDS = {
  slow: { intervalMs: 500, step: 10 },
  normal: { intervalMs: 400, step: 15 },
  quick: { intervalMs: 300, step: 20 },
} as const
export type LoadingSpeed = keyof typeof LOADING_PROGRESS_SPEEDS
export const LOADING_COMPLETE_AT = 100

export const TRANSLATION_CACHE = { maxEntries: 100, ttlMs: 60 * 60 * 1000 } as const

export const GOOGLE_BUTTON_HEIGHTS_PX = { large: 40, medium: 32, small: 20 } as const

export const ERROR_REPORTING = {
  tracesSampleRate: 0.05,
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 1,
  ignoreErrors: [
    "Cannot read properties of null (reading 'removeChild')",
    /is not defined$/,
    /network error/i,
    /load failed/i,
  ],
} as const

export const QUERY_DEFAULTS = { refetchOnWindowFocus: false } as const

/** URL parameters naming where a visitor came from; each is kept as a `name=value` cookie. */
export const SOURCE_ID_PARAMS = ['source_id'] as const
export const SOURCE_ID_COOKIE_MAX_AGE_DAYS = 30

/**
 * The operator named by the legal notice and the footer. The registration and address must be
 * completed with the company's registered details before launch; they are configuration, not
 * messages, because they read the same in every language.
 */
export const OPERATOR = {
  productName: 'Docugen',
  company: 'Docugen',
  address: 'Paris, France',
  registration: 'RCS Paris',
  email: 'contact@docugen.app',
  social: {
    linkedin: 'https://www.linkedin.com/company/docugen',
    instagram: 'https://www.instagram.com/docugen.app',
    youtube: 'https://www.youtube.com/@docugen',
  },
} as const

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)
const optionalText = () => z.preprocess(blankAsMissing, z.string().optional())
const optionalUrl = () => z.preprocess(blankAsMissing, z.url({ protocol: /^https?$/ }).optional())

// Built on demand: browsers import this file for its constants and must not download zod.
export const envSchema = () =>
  z
    .object({
      /** Which deployment this is: `local` (a laptop), `test` (staging) or `prod`. */
      APP_ENV: z.enum(['local', 'prod', 'test']).default('local'),
      PORT: z.coerce.number().int().min(1).max(65535).default(3000),
      /** The web app's public origin; defaults to http://localhost:PORT. */
      APP_URL: optionalUrl(),
      /** Where the HTTP API lives; defaults to the web app itself, which mounts the reference API. */
      API_BASE_URL: optionalUrl(),
      CAPTCHA_SITE_KEY: optionalText(),
      GOOGLE_CLIENT_ID: optionalText(),
      /**
       * The API's session cookie (Laravel's is `<app name>_session`): a request without it is a
       * visitor's, and the API is not asked who is signed in.
       */
      SESSION_COOKIE: z.preprocess(blankAsMissing, z.string().default('docugen_session')),
      /** Changing it invalidates every cached translation namespace. */
      TRANSLATIONS_CACHE_TOKEN: z.preprocess(blankAsMissing, z.string().default('1')),
      SENTRY_DSN: optionalUrl(),
    })
    .transform((env) => {
      const appUrl = stripTrailingSlash(env.APP_URL ?? `http://localhost:${env.PORT}`)
      return {
        ...env,
        APP_URL: appUrl,
        API_BASE_URL: stripTrailingSlash(env.API_BASE_URL ?? appUrl),
      }
    })

export type Env = z.output<ReturnType<typeof envSchema>>

export class InvalidEnvironmentError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`Invalid environment variables:\n${problems.map((line) => `  ${line}`).join('\n')}`)
    this.name = 'InvalidEnvironmentError'
    this.problems = problems
  }
}

/** Validates the environment; throws 'Invalid environment variables' naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema().safeParse(source)
  if (result.success) return result.data
  throw new InvalidEnvironmentError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  )
}

/** The process environment, validated. Server-only: call it from server entry points. */
export function readEnv(): Env {
  return parseEnv(process.env)
}

function stripTrailingSlash(url: string) {
  return url.replace(/\/+$/, '')
}
