// Public data every page shows (the header's catalogue) held in memory per key and refreshed in
// the background, so page views do not wait for the API. Plain module: tests drive it with a clock.
export type SharedCacheOptions<T> = {
  load: (key: string) => Promise<T>
  /** What to show when the first load fails (a later failure keeps the last value). */
  fallback: T
  /** After this, the next read answers with the held value and refreshes it in the background. */
  freshForMs: number
  /** A failed load is retried no sooner than this. */
  retryAfterMs: number
  log: (message: string) => void
  now?: () => number
}

/** Keys must come from a small set (the locales): entries are never evicted. */
export function createSharedCache<T extends object>(options: SharedCacheOptions<T>) {
  const now = options.now ?? Date.now
  const held = new Map<string, { value: T; loadedAt: number; good: boolean }>()
  const loading = new Map<string, Promise<T>>()

  function refresh(key: string): Promise<T> {
    const inFlight = loading.get(key)
    if (inFlight) return inFlight
    const load = options
      .load(key)
      .then((value) => {
        held.set(key, { value, loadedAt: now(), good: true })
        return value
      })
      .catch((error: unknown) => {
        options.log(`${key}: ${error instanceof Error ? error.message : String(error)}`)
        // The last good value, if any, is still better than nothing.
        const value = held.get(key)?.value ?? options.fallback
        held.set(key, { value, loadedAt: now(), good: false })
        return value
      })
      .finally(() => loading.delete(key))
    loading.set(key, load)
    return load
  }

  return {
    /** The held value (refreshed behind the scenes when old), or the first load's result. */
    async get(key: string): Promise<T> {
      const entry = held.get(key)
      if (!entry) return refresh(key)
      const age = now() - entry.loadedAt
      if (age > (entry.good ? options.freshForMs : options.retryAfterMs)) void refresh(key)
      return entry.value
    },
    /** False while the last load failed (what is held is then old or the fallback). */
    healthy: (key: string) => held.get(key)?.good ?? false,
    clear: () => held.clear(),
  }
}
