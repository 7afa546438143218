// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoaderScreen } from './loader-screen'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('LoaderScreen', () => {
  it('shows its message and starts empty', () => {
    render(<LoaderScreen message="Preparing your document" />)
    expect(screen.getByText('Preparing your document')).toBeInTheDocument()
    expect(progress()).toBe(0)
  })

  it.each([
    ['slow', 500, 10],
    ['normal', 400, 15],
    ['quick', 300, 20],
  ] as const)('at %s speed, climbs by %i every %i ms', (speed, interval, step) => {
    render(<LoaderScreen speed={speed} />)
    advance(interval - 1)
    expect(progress()).toBe(0)
    advance(1)
    expect(progress()).toBe(step)
    advance(interval)
    expect(progress()).toBe(step * 2)
  })

  it('stops at 100 and never goes past it', () => {
    render(<LoaderScreen speed="normal" />)
    advance(400 * 6)
    expect(progress()).toBe(90)
    advance(400)
    expect(progress()).toBe(100)
    advance(4000)
    expect(progress()).toBe(100)
    expect(vi.getTimerCount()).toBe(0)
  })
})
