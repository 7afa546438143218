import { afterEach, describe, expect, it, vi } from 'vitest'
import { exitOnSignals } from './shutdown'

afterEach(() => {
  process.removeAllListeners('SIGTERM')
  process.removeAllListeners('SIGINT')
  vi.useRealTimers()
})

function setup(close: () => Promise<void>, timeoutMs = 1000) {
  const exit = vi.fn()
  const stop = exitOnSignals({ close, timeoutMs, exit, log: () => {} })
  return { exit, stop }
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
    const { exit, stop } = setup(() => new Promise(() => {}))
    stop('SIGINT')
    stop('SIGINT')
    expect(exit).toHaveBeenCalledWith(1)
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
