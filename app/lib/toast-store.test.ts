import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST } from '../../app.config'
import {
  clearToasts,
  dismissToast,
  getServerToasts,
  getToasts,
  MAX_TOASTS,
  subscribe,
  toast,
  toastDurationMs,
} from './toast-store'

afterEach(() => {
  clearToasts()
})

describe('toastDurationMs', () => {
  it('keeps success toasts for the short duration', () => {
    expect(toastDurationMs('success')).toBe(TOAST.successDurationMs)
    expect(toastDurationMs('success')).toBe(3000)
  })

  it('keeps every other severity for the default duration', () => {
    for (const severity of ['info', 'error', 'warning'] as const) {
      expect(toastDurationMs(severity)).toBe(TOAST.defaultDurationMs)
    }
    expect(TOAST.defaultDurationMs).toBe(6000)
  })
})

describe('toast', () => {
  it('stores the content with the info severity by default and returns a unique id', () => {
    const first = toast({ content: 'Hello' })
    const second = toast({ content: 'Oops', severity: 'error' })

    expect(first).not.toBe(second)
    expect(getToasts()).toEqual([
      { id: first, content: 'Hello', severity: 'info' },
      { id: second, content: 'Oops', severity: 'error' },
    ])
  })

  it(`keeps at most ${MAX_TOASTS} toasts, dropping the oldest`, () => {
    const ids = Array.from({ length: MAX_TOASTS + 2 }, (_, index) =>
      toast({ content: `Toast ${index}` }),
    )

    expect(MAX_TOASTS).toBe(5)
    expect(getToasts().map((item) => item.id)).toEqual(ids.slice(2))
    expect(getToasts()[0]?.content).toBe('Toast 2')
  })
})

describe('dismissToast', () => {
  it('removes only the given toast', () => {
    const kept = toast({ content: 'Kept' })
    const dismissed = toast({ content: 'Dismissed' })

    dismissToast(dismissed)

    expect(getToasts().map((item) => item.id)).toEqual([kept])
  })

  it('ignores unknown ids without notifying anyone', () => {
    toast({ content: 'Kept' })
    const before = getToasts()
    const listener = vi.fn()
    subscribe(listener)

    dismissToast('no-such-toast')

    expect(getToasts()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('subscribe', () => {
  it('notifies on every change until unsubscribed', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)

    const id = toast({ content: 'One' })
    expect(listener).toHaveBeenCalledTimes(1)
    dismissToast(id)
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    toast({ content: 'Two' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('gives a new snapshot after a change and the same one otherwise', () => {
    const before = getToasts()
    expect(getToasts()).toBe(before)

    toast({ content: 'One' })

    expect(getToasts()).not.toBe(before)
    expect(getToasts()).toBe(getToasts())
  })
})

describe('getServerToasts', () => {
  it('is always the same empty array, whatever the client holds', () => {
    toast({ content: 'Client only' })

    expect(getServerToasts()).toEqual([])
    expect(getServerToasts()).toBe(getServerToasts())
  })
})
