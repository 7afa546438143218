// Starting and stopping a server process for the benchmarks: a free port, waiting until it
// answers, and stopping its whole process group (which includes a build it may have started).
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free loopback port other than the ones given (the e2e tests' server may hold 3210). */
export async function freePort(avoid: number[] = [3210]): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer().once('error', reject)
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address()
        const found = typeof address === 'object' && address ? address.port : 0
        probe.close(() => resolve(found))
      })
    })
    if (port && !avoid.includes(port)) return port
  }
}

export type ServerProcess = { child: ChildProcess; output: () => string }

/** Starts `node args…` in its own process group, keeping its output for error reports. */
export function startServer(
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): ServerProcess {
  const child = spawn(process.execPath, args, { ...options, detached: true })
  const log: string[] = []
  for (const out of [child.stdout, child.stderr]) out?.on('data', (c: Buffer) => log.push(`${c}`))
  return { child, output: () => log.join('') }
}

export async function waitUntilAnswering(
  server: ServerProcess,
  url: string,
  timeoutMs = 4 * 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { exitCode } = server.child
    if (exitCode !== null) throw new Error(`The server exited with code ${exitCode}`)
    const signal = AbortSignal.timeout(5000)
    if (await fetch(url, { redirect: 'manual', signal }).catch(() => null)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer on ${url} within ${timeoutMs / 1000} s`)
}

/** SIGTERM to the process group, SIGKILL after 5 s. */
export async function stopServer({ child }: ServerProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), name)
    } catch {} // already gone
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** The last lines a server printed, for a failure report. */
export function lastLines(server: ServerProcess, count = 20): string {
  return server.output().trimEnd().split('\n').slice(-count).join('\n')
}
