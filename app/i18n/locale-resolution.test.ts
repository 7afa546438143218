import { beforeAll, describe, expect, it } from 'vitest'
import { paraglideMiddleware } from '../paraglide/server'
import { PAGE_LOCALE_HEADER, registerPageLocaleStrategy } from './page-locale-strategy'

// Runs Paraglide's real server middleware with the project's compiled settings.
beforeAll(() => registerPageLocaleStrategy())

async function resolvedLocale(path: string, headers: Record<string, string> = {}) {
  const response = await paraglideMiddleware(
    new Request(`http://localhost${path}`, { headers }),
    ({ locale }) => new Response(locale),
  )
  return response.status === 200 ? response.text() : `redirect ${response.status}`
}

describe('which language a request is served in', () => {
  it('pages follow their address, whatever the cookie says', async () => {
    expect(await resolvedLocale('/terms', { cookie: 'NEXT_LOCALE=fr' })).toBe('en')
    expect(await resolvedLocale('/it/terms', { cookie: 'NEXT_LOCALE=fr' })).toBe('it')
    expect(await resolvedLocale('/es/', { 'accept-language': 'fr' })).toBe('es')
    expect(await resolvedLocale('/fr/')).toBe('fr')
  })

  it('server functions see the language of the page that called them', async () => {
    const call = '/_serverFn/eyJmaWxlIjoiYSJ9'
    expect(
      await resolvedLocale(call, { [PAGE_LOCALE_HEADER]: 'it', cookie: 'NEXT_LOCALE=fr' }),
    ).toBe('it')
    expect(await resolvedLocale(call, { [PAGE_LOCALE_HEADER]: 'es' })).toBe('es')
  })

  it('server functions without a usable header fall back to the cookie, then the browser', async () => {
    const call = '/_serverFn/eyJmaWxlIjoiYSJ9'
    expect(
      await resolvedLocale(call, { [PAGE_LOCALE_HEADER]: 'de', cookie: 'NEXT_LOCALE=fr' }),
    ).toBe('fr')
    expect(await resolvedLocale(call, { 'accept-language': 'it-IT,it;q=0.9' })).toBe('it')
    expect(await resolvedLocale(call)).toBe('en')
  })
})
