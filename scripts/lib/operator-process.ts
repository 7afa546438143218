// A server started the way an operator starts it, for the signal tests: `npm start`, `npm run api`
// or `node <entry>` in its own process group, stopped with SIGTERM (a container's or systemd's
// stop) or Ctrl+C (SIGINT to the whole group, as a terminal sends it), killed if a test fails.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

export type OperatorProcess = { child: ChildProcess; output: () => string }
export type Stopped = {
  code: number | null
  signal: NodeJS.Signals | null
  ms: number
  /** Whether processes of its group outlived it (an orphaned server; they are killed). */
  leftovers: boolean
}

const running = new Set<ChildProcess>()

export function launch(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): OperatorProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: 'pipe' })
  running.add(child)
  child.once('exit', () => running.delete(child))
  const log: string[] = []
  for (const out of [child.stdout, child.stderr]) out?.on('data', (c: Buffer) => log.push(`${c}`))
  return { child, output: () => log.join('') }
}

/** Resolves once `url` answers 200; fails when the process exits or time runs out. */
export async function answering(server: OperatorProcess, url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`Exited with ${server.child.exitCode}:\n${server.output().slice(-2000)}`)
    }
    const signal = AbortSignal.timeout(5_000)
    if ((await fetch(url, { signal }).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${server.output().slice(-2000)}`)
}

/**
 * Sends SIGTERM to the process, or SIGINT to its group for Ctrl+C; resolves once it exits, or
 * after `timeoutMs` (then it is killed, and `code` and `signal` say nothing).
 */
export function stop(
  { child }: OperatorProcess,
  how: 'SIGTERM' | 'Ctrl+C',
  timeoutMs = 10_000,
): Promise<Stopped> {
  const started = Date.now()
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({
      code: child.exitCode,
      signal: child.signalCode,
      ms: 0,
      leftovers: kill(child),
    })
  }
  const exited = new Promise<Stopped>((resolve) => {
    const timer = setTimeout(() => {
      resolve({ code: null, signal: null, ms: timeoutMs, leftovers: kill(child) })
    }, timeoutMs)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, ms: Date.now() - started, leftovers: kill(child) })
    })
  })
  if (how === 'SIGTERM') child.kill('SIGTERM')
  else process.kill(-(child.pid ?? 0), 'SIGINT')
  return exited
}

/** SIGKILL to the child's process group; says whether anything was left to kill. */
function kill(child: ChildProcess): boolean {
  try {
    process.kill(-(child.pid ?? 0), 'SIGKILL')
    return true
  } catch {
    return false // already gone
  }
}

/** SIGKILL to every process group still running (a failed test leaves nothing behind). */
export function killAll() {
  for (const child of running) kill(child)
}

/**
 * Whether the embedded database in `dataDir` was closed, not abandoned: PostgreSQL's control file
 * then says "shut down" (DBState 1, at byte 16) rather than "in production" (6).
 */
export async function databaseClosedCleanly(dataDir: string): Promise<boolean> {
  const control = await readFile(join(dataDir, 'pglite/global/pg_control'))
  return control.readInt32LE(16) === 1
}
