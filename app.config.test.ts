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
