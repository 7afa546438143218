// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorPage } from './error-page'

function routerWithPage(Page: () => React.ReactNode) {
  const root = createRootRoute({ component: Outlet, errorComponent: ErrorPage })
  const page = createRoute({ getParentRoute: () => root, path: '/', component: Page })
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

describe('ErrorPage', () => {
  it('replaces a failing page with a translated apology and a way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = routerWithPage(() => {
      throw new Error('database on fire')
    })
    render(<RouterProvider router={router} />)

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error stopped this page')
    expect(screen.queryByText(/database on fire/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })

  it('renders the page again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    const router = routerWithPage(() => {
      if (failing) throw new Error('flaky')
      return <h1>Recovered</h1>
    })
    render(<RouterProvider router={router} />)
    await screen.findByRole('heading', { name: 'Something went wrong' })

    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeVisible()
  })
})
