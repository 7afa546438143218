// The reference API's configuration: read once from the environment and validated with zod.
import { z } from 'zod'

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional())
const list = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== ''
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : undefined,
  z.array(z.string()).optional(),
)

const apiEnvSchema = () =>
  z
    .object({
      APP_ENV: z.enum(['local', 'prod', 'test']).default('local'),
      PORT: z.coerce.number().int().min(1).max(65535).default(3000),
      /** Port of the standalone API (`npm run api`). */
      API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
      APP_URL: optional(z.url({ protocol: /^https?$/ })),
      /** Hosts (host[:port]) whose pages get cookie sessions, as Sanctum's stateful domains. */
      STATEFUL_DOMAINS: list,
      /** postgres://… to use a PostgreSQL server; otherwise the embedded database in DATA_DIR. */
      DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
      DATA_DIR: z.preprocess(blankAsMissing, z.string().default('./data')),
      /** Secret for signatures (human-verification challenges). Required in prod. */
      APP_KEY: optional(z.string().min(32)),
      SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
      MAIL_FROM: z.preprocess(blankAsMissing, z.string().default('Docugen <no-reply@docugen.app>')),
      CAPTCHA_PROVIDER: z.preprocess(
        blankAsMissing,
        z.enum(['altcha', 'recaptcha', 'turnstile']).default('altcha'),
      ),
      CAPTCHA_SECRET: optional(z.string()),
      /** Where reCAPTCHA or Turnstile tokens are checked; defaults to the provider's own URL. */
      CAPTCHA_VERIFY_URL: optional(z.url()),
      GOOGLE_CLIENT_ID: optional(z.string()),
      GOOGLE_JWKS_URL: z.preprocess(
        blankAsMissing,
        z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
      ),
      /** Believe X-Forwarded-For: set when a proxy or the web app relays visitors' requests. */
      TRUST_PROXY: z.preprocess(blankAsMissing, z.stringbool().default(false)),
      SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).default(120),
      /** Run jobs in the API's process; false when `npm run worker` processes run them instead. */
      JOBS_IN_PROCESS: z.preprocess(blankAsMissing, z.stringbool().default(true)),
      /** An OpenAI-compatible server (…/v1) that writes documents; without it, embedded assembly. */
      AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
      AI_API_KEY: optional(z.string()),
      AI_MODEL: z.preprocess(blankAsMissing, z.string().default('gpt-4o-mini')),
      /** How long one call to the AI server may take (milliseconds). */
      AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
      /** Jobs of one queue that each process running jobs works on at once. */
      JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
    })
    .superRefine((env, context) => {
      if (env.APP_ENV === 'prod' && !env.APP_KEY) {
        context.addIssue({ code: 'custom', path: ['APP_KEY'], message: 'Required in prod' })
      }
      if (env.CAPTCHA_PROVIDER !== 'altcha' && !env.CAPTCHA_SECRET) {
        context.addIssue({
          code: 'custom',
          path: ['CAPTCHA_SECRET'],
          message: `Required when CAPTCHA_PROVIDER is ${env.CAPTCHA_PROVIDER}`,
        })
      }
    })
    .transform((env) => {
      const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
      const appHost = new URL(appUrl).host
      return {
        ...env,
        APP_URL: appUrl,
        STATEFUL_DOMAINS: env.STATEFUL_DOMAINS ?? [
          appHost,
          `localhost:${env.PORT}`,
          `127.0.0.1:${env.PORT}`,
        ],
      }
    })

export type ApiEnv = z.output<ReturnType<typeof apiEnvSchema>>

export class InvalidApiEnvironmentError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`Invalid environment variables:\n${problems.map((line) => `  ${line}`).join('\n')}`)
    this.name = 'InvalidApiEnvironmentError'
    this.problems = problems
  }
}

export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const result = apiEnvSchema().safeParse(source)
  if (result.success) return result.data
  throw new InvalidApiEnvironmentError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  )
}

/** The API's one reader of process.env. */
export function readApiEnv(): ApiEnv {
  return parseApiEnv(process.env)
}

/** Tests run on PGlite in memory, or on this PostgreSQL server when set (`npm run test:pg`). */
export function readTestDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined
}

/** For a command's entry point: the configuration, or its problems printed and exit code 1. */
export function readApiEnvOrExit(): ApiEnv {
  try {
    return readApiEnv()
  } catch (error) {
    if (!(error instanceof InvalidApiEnvironmentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
