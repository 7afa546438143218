// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'

describe('Button', () => {
  it('renders a button with the default variant and size', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)

    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('data-slot', 'button')
    expect(button).toHaveAttribute('data-variant', 'default')
    expect(button).toHaveAttribute('data-size', 'default')
    expect(button).toHaveClass('bg-primary', 'h-9')

    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['destructive', 'bg-destructive'],
    ['outline', 'border-input'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'underline-offset-4'],
  ] as const)('applies the %s variant', (variant, expectedClass) => {
    render(<Button variant={variant}>Go</Button>)

    const button = screen.getByRole('button', { name: 'Go' })
    expect(button).toHaveAttribute('data-variant', variant)
    expect(button).toHaveClass(expectedClass)
    expect(button).not.toHaveClass('bg-primary')
  })

  it('applies sizes and adds a className to them', () => {
    render(
      <>
        <Button size="icon" aria-label="Menu" />
        <Button size="sm" className="self-start">
          Small
        </Button>
      </>,
    )

    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass('size-9')
    const small = screen.getByRole('button', { name: 'Small' })
    expect(small).toHaveClass('h-8', 'self-start')
  })

  it('refuses, in tests, a className that fights its variant (production ships no resolver)', () => {
    expect(() => render(<Button size="sm" className="h-20" />)).toThrow(/h-8 conflict/)
  })

  it.each(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const)(
    'has no fighting classes in the %s variant at any size',
    (variant) => {
      for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
        expect(() => render(<Button variant={variant} size={size} />)).not.toThrow()
      }
    },
  )

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/docs">Docs</a>
      </Button>,
    )

    const link = screen.getByRole('link', { name: 'Docs' })
    expect(link).toHaveAttribute('href', '/docs')
    expect(link).toHaveAttribute('data-slot', 'button')
    expect(link).toHaveClass('border-input')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('is not clickable when disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(onClick).not.toHaveBeenCalled()
  })
})
