// How a server process stops on SIGTERM or SIGINT: it stops taking requests, lets those under
// way finish, closes the database (PGlite writes its files then), and exits 0 — within a time
// limit, after which, or on a second signal, it exits 1 without waiting.

export type ShutdownOptions = {
  /** Everything to close, in order (the HTTP server, then the database). */
  close: () => Promise<void>
  timeoutMs?: number
  /**
   * A signal this soon after the first is the same request: `npm start` in a terminal gets
   * Ctrl+C twice, from the terminal and forwarded by npm.
   */
  repeatWindowMs?: number
  log?: (message: string) => void
  exit?: (code: number) => void
  now?: () => number
}

export function exitOnSignals({
  close,
  timeoutMs = 4_500,
  repeatWindowMs = 1_000,
  log = (message) => console.error(message),
  exit = (code) => process.exit(code),
  now = Date.now,
}: ShutdownOptions) {
  let stoppingSince: number | undefined
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (now() - stoppingSince < repeatWindowMs) return
      log(`${signal} again: stopping now.`)
      exit(1)
      return
    }
    stoppingSince = now()
    log(`${signal}: closing…`)
    const timer = setTimeout(() => {
      log(`Not closed after ${timeoutMs} ms: stopping now.`)
      exit(1)
    }, timeoutMs)
    timer.unref()
    close().then(
      () => {
        clearTimeout(timer)
        log('Closed.')
        exit(0)
      },
      (error: unknown) => {
        clearTimeout(timer)
        log(`Closing failed: ${error instanceof Error ? error.message : String(error)}`)
        exit(1)
      },
    )
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop)
  return stop
}

type HttpServer = { close: (closeAllConnections?: boolean) => Promise<void> }

/**
 * Stops taking connections and waits for the requests under way, then, after `graceMs`, drops
 * the connections still open (a stream that never ends must not keep the database open).
 */
export async function closeHttpServer(server: HttpServer, graceMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const dropAfterGrace = new Promise<void>((resolve) => {
    timer = setTimeout(() => resolve(server.close(true)), graceMs)
  })
  try {
    await Promise.race([server.close(), dropAfterGrace])
  } finally {
    clearTimeout(timer)
  }
}

type Closer = () => Promise<void>

declare global {
  // On globalThis, not in this module: the web app's build bundles its own copy of it.
  var docugenClosers: Set<Closer> | undefined
}

/**
 * Something to close when the process stops, registered where it is opened: the web app's
 * build registers the reference API it starts on first use, which scripts/serve.ts cannot see.
 */
export function onShutdown(close: Closer) {
  globalThis.docugenClosers ??= new Set()
  globalThis.docugenClosers.add(close)
}

/** Closes what was registered with `onShutdown`, last opened first. */
export async function closeRegistered(): Promise<void> {
  const closers = [...(globalThis.docugenClosers ?? [])].reverse()
  globalThis.docugenClosers?.clear()
  for (const close of closers) await close()
}
