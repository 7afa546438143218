// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearToasts, toast } from '~/lib/toast-store'
import { LazyToaster } from './lazy-toaster'

afterEach(() => act(() => clearToasts()))

describe('LazyToaster', () => {
  it('renders nothing until a toast is shown, then the toast', async () => {
    const { container } = render(<LazyToaster closeLabel="Close" />)
    expect(container).toBeEmptyDOMElement()

    act(() => {
      toast({ content: 'Great, you’re logged', severity: 'success' })
    })

    expect(await screen.findByText('Great, you’re logged')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
