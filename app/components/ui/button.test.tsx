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

  it('applies sizes and lets className override them', () => {
    render(
      <>
        <Button size="icon" aria-label="Menu" />
        <Button size="sm" className="h-20">
          Small
        </Button>
      </>,
    )

    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass('size-9')
    const small = screen.getByRole('button', { name: 'Small' })
    expect(small).toHaveClass('h-20')
    expect(small).not.toHaveClass('h-8')
  })

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
