// The part of autocannon's programmatic API that scripts/bench-api.ts uses (it ships no types).
declare module 'autocannon' {
  export type Options = {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    method?: string
    headers?: Record<string, string>
  }

  /** Milliseconds for latency, per-second counts for requests. */
  export type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  export type Result = {
    /** Seconds. */
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
  }

  /** Without a callback, the running instance is also a promise of the result. */
  export default function autocannon(options: Options): PromiseLike<Result>
}
