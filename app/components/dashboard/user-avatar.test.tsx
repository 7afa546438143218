// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserAvatar } from './user-avatar'

describe('UserAvatar', () => {
  it('shows the first two initials, hidden from screen readers (the name is written beside it)', () => {
    const { container } = render(<UserAvatar name="élodie marie martin" />)
    const avatar = container.querySelector('[data-slot="user-avatar"]')
    expect(avatar).toHaveTextContent(/^ÉM$/)
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
  })

  it('falls back to a question mark for a blank name', () => {
    const { container } = render(<UserAvatar name="   " />)
    expect(container.querySelector('[data-slot="user-avatar"]')).toHaveTextContent(/^\?$/)
  })
})
