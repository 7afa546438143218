// @vitest-environment jsdom

import type { LoginFormValues } from '@contract/forms'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from './login-form'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

function renderForm(onSubmit = vi.fn(async (_values: LoginFormValues) => {})) {
  render(<LoginForm onSubmit={onSubmit} verification="ready" />)
  return {
    onSubmit,
    user: userEvent.setup(),
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  }
}

describe('LoginForm', () => {
  it('flags both empty fields, in words, when submitted', async () => {
    const { user, email, password, submit, onSubmit } = renderForm()

    await user.click(submit)

    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This field is required.',
      'This field is required.',
    ])
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('This field is required.')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('flags a malformed email when the visitor leaves the field, and only that field', async () => {
    const { user, email, password } = renderForm()

    await user.type(email, 'someone@')
    await user.tab()

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(password).not.toHaveAttribute('aria-invalid')

    // Once shown, the error follows the typing, without waiting for the next blur.
    await user.type(email, 'example.com')

    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'))
    expect(email).toHaveFocus()
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument()
  })

  it('hands valid values to the page and stays busy until the page is done', async () => {
    let finish = () => {}
    const onSubmit = vi.fn(
      (_values: LoginFormValues) => new Promise<void>((resolve) => (finish = resolve)),
    )
    const { user, email, password, submit } = renderForm(onSubmit)

    await user.type(email, 'someone@example.com')
    await user.type(password, 'correct horse')
    await user.click(submit)

    await waitFor(() => expect(submit).toBeDisabled())
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'someone@example.com',
      password: 'correct horse',
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    finish()
    await waitFor(() => expect(submit).toBeEnabled())
  })

  it('speaks French on a French page', async () => {
    window.history.replaceState(null, '', '/fr/login')
    render(<LoginForm onSubmit={vi.fn(async () => {})} verification="ready" />)
    const user = userEvent.setup()

    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'nope')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))

    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Saisissez une adresse e-mail valide.',
      'Ce champ est obligatoire.',
    ])
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true')
  })
})
