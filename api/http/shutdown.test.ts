import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeHttpServer, closeRegistered, exitOnSignals, onShutdown } from './shutdown'

afterEach(() => {
  process.removeAllListeners('SIGTERM')
  process.removeAllListeners('SIGINT')
  vi.useRealTimers()
})

function setup(close: () => Promise<void>, timeoutMs = 1000) {
  const exit = vi.fn()
  let time = 0
  const stop = exitOnSignals({ close, timeoutMs, exit, log: () => {}, now: () => time })
  const later = (ms: number) => {
    time += ms
  }
  return { exit, stop, later }
}

describe('exitOnSignals', () => {
  it('closes, then exits 0', async () => {
    const order: string[] = []
    const { exit, stop } = setup(async () => {
      order.push('closed')
    })
    stop('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    expect(order).toEqual(['closed'])
  })

  it('listens to SIGTERM and SIGINT', () => {
    setup(async () => {})
    expect(process.listenerCount('SIGTERM')).toBe(1)
    expect(process.listenerCount('SIGINT')).toBe(1)
  })

  it('exits 1 at once on a second signal', () => {
    const { exit, stop, later } = setup(() => new Promise(() => {}))
    stop('SIGINT')
    later(1500)
    stop('SIGINT')
    expect(exit).toHaveBeenCalledWith(1)
  })

  it('takes a signal repeated within a second for the same one (Ctrl+C under npm)', async () => {
    let finish = () => {}
    const { exit, stop, later } = setup(() => new Promise((resolve) => (finish = resolve)))
    stop('SIGINT')
    later(20)
    stop('SIGINT')
    expect(exit).not.toHaveBeenCalled()
    finish()
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('exits 1 when closing takes too long', () => {
    vi.useFakeTimers()
    const { exit, stop } = setup(() => new Promise(() => {}), 500)
    stop('SIGTERM')
    vi.advanceTimersByTime(499)
    expect(exit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(exit).toHaveBeenCalledWith(1)
  })

  it('exits 1 when closing fails', async () => {
    const { exit, stop } = setup(() => Promise.reject(new Error('disk full')))
    stop('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1))
  })
})

describe('closeHttpServer', () => {
  it('waits for the requests under way', async () => {
    const server = { close: vi.fn(async () => {}) }
    await closeHttpServer(server, 1000)
    expect(server.close).toHaveBeenCalledOnce()
    expect(server.close).toHaveBeenCalledWith()
  })

  it('drops the connections still open after the grace period', async () => {
    vi.useFakeTimers()
    const server = {
      close: vi.fn((all?: boolean) => (all ? Promise.resolve() : new Promise<void>(() => {}))),
    }
    const closed = closeHttpServer(server, 3000)
    await vi.advanceTimersByTimeAsync(2999)
    expect(server.close).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await closed
    expect(server.close).toHaveBeenLastCalledWith(true)
  })
})

describe('onShutdown', () => {
  it('closes what was registered, last first, once', async () => {
    const closed: string[] = []
    const database = async () => void closed.push('database')
    onShutdown(database)
    onShutdown(database)
    onShutdown(async () => void closed.push('cache'))
    await closeRegistered()
    await closeRegistered()
    expect(closed).toEqual(['cache', 'database'])
  })
})
