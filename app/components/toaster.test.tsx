// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearToasts, getToasts, type ToastSeverity, toast } from '~/lib/toast-store'
import { Toaster } from './toaster'

const CLOSE_LABEL = 'Close notification'
const REGION_LABEL = 'Notifications ({hotkey})'

beforeAll(() => {
  // jsdom has no pointer capture, which Radix Toast calls on pointer up (swipe handling).
  for (const method of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture']) {
    if (!Reflect.has(HTMLElement.prototype, method)) {
      Object.defineProperty(HTMLElement.prototype, method, {
        configurable: true,
        value: () => false,
      })
    }
  }
})

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  act(() => clearToasts())
  vi.useRealTimers()
})

function renderToaster() {
  render(<Toaster closeLabel={CLOSE_LABEL} viewportLabel={REGION_LABEL} />)
}

function show(content: string, severity?: ToastSeverity) {
  act(() => {
    toast({ content, severity })
  })
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

function toastList() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }))
}

describe('Toaster', () => {
  it('renders the content and severity of each toast', async () => {
    renderToaster()
    show('Profile saved', 'success')
    show('Something broke', 'error')
    await advance(1000)

    const items = toastList().getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Profile saved')
    expect(items[0]).toHaveAttribute('data-severity', 'success')
    expect(items[1]).toHaveTextContent('Something broke')
    expect(items[1]).toHaveAttribute('data-severity', 'error')
  })

  it('uses info when no severity is given', async () => {
    renderToaster()
    show('Just so you know')
    await advance(0)

    expect(toastList().getByRole('listitem')).toHaveAttribute('data-severity', 'info')
  })

  it('keeps a success toast for 3 seconds', async () => {
    renderToaster()
    show('Profile saved', 'success')

    await advance(2900)
    expect(toastList().getByRole('listitem')).toHaveTextContent('Profile saved')

    await advance(100)
    expect(toastList().queryByRole('listitem')).not.toBeInTheDocument()
    expect(getToasts()).toEqual([])
  })

  it.each(['error', 'info', 'warning'] as const)(
    'keeps a toast of severity %s for 6 seconds',
    async (severity) => {
      renderToaster()
      show(`A ${severity} message`, severity)

      await advance(5900)
      expect(toastList().getByRole('listitem')).toHaveTextContent(`A ${severity} message`)

      await advance(100)
      expect(toastList().queryByRole('listitem')).not.toBeInTheDocument()
      expect(getToasts()).toEqual([])
    },
  )

  it('removes a toast with its close button', async () => {
    vi.useRealTimers()
    const user = userEvent.setup()
    renderToaster()
    show('Profile saved', 'success')
    show('Still here', 'info')

    const [first] = toastList().getAllByRole('listitem')
    if (!first) throw new Error('no toast rendered')
    await user.click(within(first).getByRole('button', { name: CLOSE_LABEL }))

    const items = toastList().getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveTextContent('Still here')
    expect(getToasts().map((item) => item.content)).toEqual(['Still here'])
  })
})
