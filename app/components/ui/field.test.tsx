// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldControlProps,
  useFieldIds,
} from './field'
import { Input } from './input'

function EmailField({ error, description }: { error?: string; description?: string }) {
  const ids = useFieldIds('email')
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={ids.controlId}>Email</FieldLabel>
      <Input
        type="email"
        {...fieldControlProps(ids, { error, hasDescription: Boolean(description) })}
      />
      {description ? (
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  )
}

describe('Field', () => {
  it('labels the control and leaves it valid without an error', () => {
    render(<EmailField />)

    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('group')).not.toHaveAttribute('data-invalid')
  })

  it('describes the control with its description', () => {
    render(<EmailField description="We never share it." />)

    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAccessibleDescription('We never share it.')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('marks the control invalid and points it at the error, announced as an alert', () => {
    render(<EmailField description="We never share it." error="Enter a valid email." />)

    const input = screen.getByRole('textbox', { name: 'Email' })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Enter a valid email.')
    expect(alert.id).not.toBe('')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email.')
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true')
  })

  it('gives each field its own ids', () => {
    render(
      <>
        <EmailField error="First" />
        <EmailField error="Second" />
      </>,
    )

    const [first, second] = screen.getAllByRole('textbox')
    expect(first?.id).toBeTruthy()
    expect(first?.id).not.toBe(second?.id)
    expect(first).toHaveAccessibleDescription('First')
    expect(second).toHaveAccessibleDescription('Second')
  })
})
