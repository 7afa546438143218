import { describe, expect, it, vi } from 'vitest'
import { createSharedCache } from './shared-cache'

function setup(load: (key: string) => Promise<string[]>) {
  let time = 0
  const log = vi.fn()
  const cache = createSharedCache({
    load: vi.fn(load),
    fallback: [],
    freshForMs: 60_000,
    retryAfterMs: 5_000,
    log,
    now: () => time,
  })
  return { cache, log, advance: (ms: number) => (time += ms) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createSharedCache', () => {
  it('loads once for many concurrent readers and then answers from memory', async () => {
    const load = vi.fn(async (key: string) => [`${key}-menu`])
    const { cache } = setup(load)

    const answers = await Promise.all([cache.get('fr'), cache.get('fr'), cache.get('fr')])
    await cache.get('fr')

    expect(answers).toEqual([['fr-menu'], ['fr-menu'], ['fr-menu']])
    expect(cache.healthy('fr')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps one value per key', async () => {
    const { cache } = setup(async (key) => [key])

    expect(await cache.get('en')).toEqual(['en'])
    expect(await cache.get('it')).toEqual(['it'])
  })

  it('answers with the held value once stale and refreshes it in the background', async () => {
    let version = 1
    const load = vi.fn(async () => [`v${version}`])
    const { cache, advance } = setup(load)
    await cache.get('en')
    version = 2
    advance(30_000)
    expect(await cache.get('en')).toEqual(['v1'])
    expect(load).toHaveBeenCalledTimes(1)

    advance(31_000)
    expect(await cache.get('en')).toEqual(['v1'])
    await settle()

    expect(load).toHaveBeenCalledTimes(2)
    expect(await cache.get('en')).toEqual(['v2'])
  })

  it('keeps the last good value when a refresh fails, and logs the failure', async () => {
    let fail = false
    const { cache, advance, log } = setup(async () => {
      if (fail) throw new Error('API down')
      return ['menu']
    })
    await cache.get('en')
    fail = true
    advance(61_000)
    await cache.get('en')
    await settle()

    expect(await cache.get('en')).toEqual(['menu'])
    expect(cache.healthy('en')).toBe(false)
    expect(log).toHaveBeenCalledWith('en: API down')
  })

  it('gives the fallback when the first load fails and retries after the retry delay', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('API down')
      return ['menu']
    })
    const { cache, advance } = setup(load)

    expect(await cache.get('en')).toEqual([])
    fail = false
    advance(1_000)
    expect(await cache.get('en')).toEqual([])
    await settle()
    expect(load).toHaveBeenCalledTimes(1)

    advance(5_000)
    await cache.get('en')
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    expect(await cache.get('en')).toEqual(['menu'])
    expect(cache.healthy('en')).toBe(true)
  })
})
