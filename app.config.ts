// The application's typed configuration: the environment schema, validated once at startup,
// and the product constants of SPEC §9. Safe to import anywhere: nothing here runs on import.
import { z } from 'zod'

export { LOCALES, type Locale } from './api/contract/constants.ts'

import type { Locale } from './api/contract/constants.ts'
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

const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'recaptcha-v3', 'turnstile', 'none'] as const

/** How the forms prove a human is there; `siteKey` is public, `field` stays on the server. */
export type HumanCheck =
  | { provider: 'altcha'; field: 'captcha' }
  | { provider: 'recaptcha-v3' | 'turnstile'; siteKey: string; field: string }
  | { provider: 'none' }
export type HumanCheckProvider = HumanCheck['provider']

/** The configured human check, or why the configuration cannot work. */
function resolveHumanCheck(
  env: {
    CAPTCHA_PROVIDER?: (typeof CAPTCHA_PROVIDERS)[number] | undefined
    CAPTCHA_SITE_KEY?: string | undefined
    CAPTCHA_FIELD: string
  },
  referenceApi: boolean,
): HumanCheck | string {
  const chosen = env.CAPTCHA_PROVIDER ?? (referenceApi ? 'altcha' : 'none')
  const provider = chosen === 'recaptcha' ? 'recaptcha-v3' : chosen
  if (provider === 'altcha') {
    // The reference API reads `captcha`; another API serving ALTCHA challenges is our API too.
    return { provider, field: 'captcha' }
  }
  if (provider === 'none') {
    return referenceApi
      ? 'none needs an external API_BASE_URL (the reference API checks)'
      : { provider }
  }
  // The embedded reference API reads the same variable and knows only `recaptcha`.
  if (referenceApi && chosen === 'recaptcha-v3') return 'the reference API calls it recaptcha'
  if (!env.CAPTCHA_SITE_KEY) return `${chosen} needs CAPTCHA_SITE_KEY`
  return {
    provider,
    siteKey: env.CAPTCHA_SITE_KEY,
    field: referenceApi ? 'captcha' : env.CAPTCHA_FIELD,
  }
}

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
      /**
       * The human check before sign-up, sign-in and password resets: `altcha` (the reference API's
       * proof of work), `recaptcha-v3` (or `recaptcha`) or `turnstile` in the browser with
       * CAPTCHA_SITE_KEY, or `none`. Default: `altcha` with the reference API, `none` with another.
       */
      CAPTCHA_PROVIDER: z.preprocess(blankAsMissing, z.enum(CAPTCHA_PROVIDERS).optional()),
      /** reCAPTCHA or Turnstile site key (public). */
      CAPTCHA_SITE_KEY: optionalText(),
      /** The request field that carries the human check's token to an external API. */
      CAPTCHA_FIELD: z.preprocess(
        blankAsMissing,
        z
          .string()
          .regex(/^[A-Za-z_][\w.-]{0,63}$/, 'A form field name')
          .default('captcha'),
      ),
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
    .transform((env, context) => {
      const appUrl = stripTrailingSlash(env.APP_URL ?? `http://localhost:${env.PORT}`)
      const apiBaseUrl = stripTrailingSlash(env.API_BASE_URL ?? appUrl)
      const humanCheck = resolveHumanCheck(env, apiBaseUrl === appUrl)
      if (typeof humanCheck === 'string') {
        context.issues.push({
          code: 'custom',
          path: ['CAPTCHA_PROVIDER'],
          message: humanCheck,
          input: env,
        })
        return z.NEVER
      }
      return { ...env, APP_URL: appUrl, API_BASE_URL: apiBaseUrl, HUMAN_CHECK: humanCheck }
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
