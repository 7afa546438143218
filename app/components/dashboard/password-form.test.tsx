// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PasswordForm } from './password-form'

const submit = () => screen.getByRole('button', { name: 'Change password' })

describe('PasswordForm', () => {
  it('announces translated errors on the fields that need them', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(<PasswordForm hasPassword onSave={onSave} />)

    await user.click(submit())
    const current = screen.getByLabelText('Current password')
    expect(current).toHaveAttribute('aria-invalid', 'true')
    expect(current).toHaveAccessibleDescription('This field is required.')
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ])

    await user.type(current, 'old secret')
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm the new password'), 'shorter')
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid')
    // The hint, then the error.
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    )
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The passwords don’t match.',
    )
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the new password and empties the form once it is changed', async () => {
    const user = userEvent.setup()
    let finish: (changed: boolean) => void = () => {}
    const onSave = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)))
    render(<PasswordForm hasPassword onSave={onSave} />)

    await user.type(screen.getByLabelText('Current password'), 'old secret')
    await user.type(screen.getByLabelText('New password'), 'new secret')
    await user.type(screen.getByLabelText('Confirm the new password'), 'new secret')
    await user.click(submit())

    expect(onSave).toHaveBeenCalledWith({
      current_password: 'old secret',
      password: 'new secret',
      password_confirmation: 'new secret',
    })
    expect(submit()).toBeDisabled()
    finish(true)
    await vi.waitFor(() => expect(submit()).toBeEnabled())
    expect(screen.getByLabelText('New password')).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps what was typed when the change is refused', async () => {
    const user = userEvent.setup()
    render(<PasswordForm hasPassword onSave={async () => false} />)
    await user.type(screen.getByLabelText('Current password'), 'wrong one')
    await user.type(screen.getByLabelText('New password'), 'new secret')
    await user.type(screen.getByLabelText('Confirm the new password'), 'new secret')
    await user.click(submit())
    await vi.waitFor(() => expect(submit()).toBeEnabled())
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong one')
  })

  it('asks no current password of an account that has none', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(<PasswordForm hasPassword={false} onSave={onSave} />)
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('New password'), 'first secret')
    await user.type(screen.getByLabelText('Confirm the new password'), 'first secret')
    await user.click(submit())
    expect(onSave).toHaveBeenCalledWith({
      password: 'first secret',
      password_confirmation: 'first secret',
    })
  })
})
