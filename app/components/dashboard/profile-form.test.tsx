// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ProfileForm } from './profile-form'

const account = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  lang: 'en',
  has_password: true,
} as const
const save = () => screen.getByRole('button', { name: 'Save changes' })

describe('ProfileForm', () => {
  it('saves a new name without asking for the password', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(<ProfileForm user={account} onSave={onSave} />)

    const name = screen.getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Ada King')
    await user.click(save())

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada King', email: 'ada@example.com', lang: 'en' })
  })

  it('asks for the current password with a new address, and sends it along', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(<ProfileForm user={account} onSave={onSave} />)

    const email = screen.getByLabelText('Email address')
    await user.clear(email)
    await user.type(email, 'ada@lovelace.example')
    await user.click(save())

    const password = screen.getByLabelText('Current password')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(/This field is required\./)
    expect(onSave).not.toHaveBeenCalled()

    await user.type(password, 'correct horse battery')
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@lovelace.example',
      lang: 'en',
      current_password: 'correct horse battery',
    })
  })

  it('works with an API that sends only the name and the address', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(<ProfileForm user={{ name: 'Ada', email: 'ada@example.com' }} onSave={onSave} />)

    // No language told: the page's. No password flag: one is assumed, so it is asked.
    expect(screen.getByLabelText('Language')).toHaveTextContent('English')
    const email = screen.getByLabelText('Email address')
    await user.clear(email)
    await user.type(email, 'ada@lovelace.example')
    expect(screen.getByLabelText('Current password')).toBeInTheDocument()
  })

  it('does not ask an account without a password for one', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(<ProfileForm user={{ ...account, has_password: false }} onSave={onSave} />)

    const email = screen.getByLabelText('Email address')
    await user.clear(email)
    await user.type(email, 'ada@lovelace.example')
    await user.click(save())

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()
    expect(onSave).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@lovelace.example',
      lang: 'en',
    })
  })
})
