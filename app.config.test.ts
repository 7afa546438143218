import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, LOADING_PROGRESS_SPEEDS, parseEnv, TOAST } from './app.config'

describe('parseEnv', () => {
  it('gives a working local setup when nothing is set', () => {
    const env = parseEnv({})
    expect(env.APP_ENV).toBe('local')
    expect(env.PORT).toBe(3000)
    expect(env.APP_URL).toBe('http://localhost:3000')
    expect(env.API_BASE_URL).toBe('http://localhost:3000')
    expect(env.SENTRY_DSN).toBeUndefined()
  })

  it('reads every variable and points the API at the app unless told otherwise', () => {
    const env = parseEnv({
      APP_ENV: 'prod',
      PORT: '8080',
      APP_URL: 'https://docugen.example/',
      CAPTCHA_SITE_KEY: 'site-key',
      GOOGLE_CLIENT_ID: 'client.apps.example',
      TRANSLATIONS_CACHE_TOKEN: 'v42',
      SENTRY_DSN: 'https://key@errors.example/1',
    })
    expect(env).toMatchObject({
      APP_ENV: 'prod',
      PORT: 8080,
      APP_URL: 'https://docugen.example',
      API_BASE_URL: 'https://docugen.example',
      CAPTCHA_SITE_KEY: 'site-key',
      GOOGLE_CLIENT_ID: 'client.apps.example',
      TRANSLATIONS_CACHE_TOKEN: 'v42',
    })
    expect(parseEnv({ API_BASE_URL: 'https://api.example' }).API_BASE_URL).toBe(
      'https://api.example',
    )
  })

  it('runs ALTCHA with the reference API and no check with another API, by default', () => {
    expect(parseEnv({}).HUMAN_CHECK).toEqual({ provider: 'altcha', field: 'captcha' })
    expect(parseEnv({ API_BASE_URL: 'http://127.0.0.1:8000' }).HUMAN_CHECK).toEqual({
      provider: 'none',
    })
  })

  it('runs reCAPTCHA v3 or Turnstile with a site key, the token under CAPTCHA_FIELD', () => {
    const external = { API_BASE_URL: 'https://api.example', CAPTCHA_SITE_KEY: 'site-key' }
    expect(parseEnv({ ...external, CAPTCHA_PROVIDER: 'recaptcha-v3' }).HUMAN_CHECK).toEqual({
      provider: 'recaptcha-v3',
      siteKey: 'site-key',
      field: 'captcha',
    })
    expect(
      parseEnv({
        ...external,
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_FIELD: 'cf-turnstile-response',
      }).HUMAN_CHECK,
    ).toEqual({ provider: 'turnstile', siteKey: 'site-key', field: 'cf-turnstile-response' })
    // The reference API's own spelling, and its own field.
    expect(
      parseEnv({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_FIELD: 'token' })
        .HUMAN_CHECK,
    ).toEqual({ provider: 'recaptcha-v3', siteKey: 'k', field: 'captcha' })
  })

  it.each([
    [{ CAPTCHA_PROVIDER: 'turnstile', API_BASE_URL: 'https://api.example' }, /CAPTCHA_SITE_KEY/],
    [{ CAPTCHA_PROVIDER: 'none' }, /external API_BASE_URL/],
    [{ CAPTCHA_PROVIDER: 'recaptcha-v3', CAPTCHA_SITE_KEY: 'k' }, /calls it recaptcha/],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER/],
    [{ CAPTCHA_FIELD: 'a field' }, /CAPTCHA_FIELD/],
  ])('refuses a human check that cannot work: %j', (source, problem) => {
    expect(() => parseEnv(source)).toThrow(InvalidEnvironmentError)
    expect(() => parseEnv(source)).toThrow(problem)
  })

  it('treats blank values as unset', () => {
    const env = parseEnv({ APP_ENV: 'test', SENTRY_DSN: '', GOOGLE_CLIENT_ID: '' })
    expect(env.SENTRY_DSN).toBeUndefined()
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined()
  })

  it.each(['staging', 'production', 'LOCAL', ' local'])(
    'refuses the environment name %j and names the variable',
    (name) => {
      expect(() => parseEnv({ APP_ENV: name })).toThrow(InvalidEnvironmentError)
      expect(() => parseEnv({ APP_ENV: name })).toThrow(
        /^Invalid environment variables:\n {2}APP_ENV: /,
      )
    },
  )

  it('lists every bad variable at once', () => {
    try {
      parseEnv({ APP_ENV: 'dev', PORT: '99999', API_BASE_URL: 'javascript:alert(1)' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError)
      const problems = error instanceof InvalidEnvironmentError ? error.problems : []
      expect(problems.map((line) => line.split(':')[0])).toEqual([
        'APP_ENV',
        'PORT',
        'API_BASE_URL',
      ])
    }
  })
})

describe('product constants', () => {
  it('match the specification', () => {
    expect(LOADING_PROGRESS_SPEEDS).toEqual({
      slow: { intervalMs: 500, step: 10 },
      normal: { intervalMs: 400, step: 15 },
      quick: { intervalMs: 300, step: 20 },
    })
    expect(TOAST).toEqual({
      successDurationMs: 3000,
      defaultDurationMs: 6000,
      swipeThresholdPx: 50,
      widthPx: 390,
    })
  })
})
