// How a server process stops on SIGTERM or SIGINT: it stops taking requests, lets those under
// way finish, closes the database (PGlite writes its files then), and exits 0 — within a time
// limit, after which, or on a second signal, it exits 1 without waiting.

export type ShutdownOptions = {
  /** Everything to close, in order (the HTTP server, then the database). */
  close: () => Promise<void>
  timeoutMs?: number
  log?: (message: string) => void
  exit?: (code: number) => void
}

export function exitOnSignals({
  close,
  timeoutMs = 4_500,
  log = (message) => console.error(message),
  exit = (code) => process.exit(code),
}: ShutdownOptions) {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: stopping now.`)
      exit(1)
      return
    }
    stopping = true
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
