// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UnsubscribeForm } from './unsubscribe-form'

const reasons = [
  { value: 'too_many_emails', label: 'Too many emails' },
  { value: 'other', label: 'Another reason' },
]

describe('UnsubscribeForm', () => {
  it('asks for a reason, then sends it with the comment only when there is one', async () => {
    const user = userEvent.setup()
    const onUnsubscribe = vi.fn(async () => true)
    render(<UnsubscribeForm reasons={reasons} onUnsubscribe={onUnsubscribe} />)
    const reason = screen.getByRole('combobox', { name: 'Why do you want to unsubscribe?' })
    const unsubscribe = screen.getByRole('button', { name: 'Unsubscribe' })

    await user.click(unsubscribe)
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.')
    expect(onUnsubscribe).not.toHaveBeenCalled()

    await user.selectOptions(reason, 'Too many emails')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Comment (optional)'), '   ')
    await user.click(unsubscribe)
    expect(onUnsubscribe).toHaveBeenLastCalledWith({ reason: 'too_many_emails' })

    await user.selectOptions(reason, 'Another reason')
    await user.type(screen.getByLabelText('Comment (optional)'), ' Moving on ')
    await user.click(unsubscribe)
    expect(onUnsubscribe).toHaveBeenLastCalledWith({ reason: 'other', comment: 'Moving on' })
  })
})
