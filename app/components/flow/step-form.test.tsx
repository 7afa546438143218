// @vitest-environment jsdom

import type { FormStep } from '@contract/catalogue'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { StepForm, type StepResult } from './step-form'

const rules = {
  required: false,
  min_length: null,
  max_length: null,
  min: null,
  max: null,
  pattern: null,
  pattern_message: null,
  accept: null,
  max_size_mb: null,
}
const field = (name: string, type: FormStep['fields'][number]['type'], extra = {}) => ({
  name,
  type,
  label: name.replace('_', ' '),
  help: null,
  placeholder: null,
  options: null,
  rules,
  depends_on: null,
  ...extra,
})

const step: FormStep = {
  number: 1,
  kind: 'form',
  title: 'The position',
  description: null,
  fields: [
    field('job_title', 'text', { rules: { ...rules, required: true, min_length: 2 } }),
    field('tone', 'select', {
      options: [
        { value: 'warm', label: 'Warm' },
        { value: 'formal', label: 'Formal' },
      ],
      rules: { ...rules, required: true },
    }),
    field('remote', 'checkbox'),
    field('cv_file', 'file', { rules: { ...rules, accept: ['application/pdf'] } }),
  ],
}

function renderStep(onSubmit: (form: FormData) => Promise<StepResult>) {
  render(
    <StepForm
      step={step}
      initial={{ job_title: '', tone: '', remote: false }}
      submitLabel="Continue"
      onSubmit={onSubmit}
    />,
  )
  return userEvent.setup()
}

describe('StepForm', () => {
  it('checks the rules before sending, in words', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const)
    const user = renderStep(onSubmit)
    await user.type(screen.getByRole('textbox', { name: 'job title' }), 'A')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Write at least 2 characters.',
      'This field is required.',
    ])
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends every answer as inputs[name], the chosen file included', async () => {
    const onSubmit = vi.fn(async (_form: FormData) => ({ ok: true }) as const)
    const user = renderStep(onSubmit)
    await user.type(screen.getByRole('textbox', { name: 'job title' }), 'Designer')
    await user.selectOptions(screen.getByRole('combobox', { name: 'tone' }), 'formal')
    await user.click(screen.getByRole('checkbox', { name: 'remote' }))
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('cv file'), cv)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    const sent = onSubmit.mock.calls[0]?.[0]
    expect(sent?.get('inputs[job_title]')).toBe('Designer')
    expect(sent?.get('inputs[tone]')).toBe('formal')
    expect(sent?.get('inputs[remote]')).toBe('true')
    expect((sent?.get('inputs[cv_file]') as File | null)?.name).toBe('cv.pdf')
  })

  it('shows the API’s refusals on their fields and its message above the button', async () => {
    const user = renderStep(async () => ({
      ok: false,
      message: 'The given data was invalid.',
      errors: { job_title: 'This title is already taken.' },
    }))
    await user.type(screen.getByRole('textbox', { name: 'job title' }), 'Designer')
    await user.selectOptions(screen.getByRole('combobox', { name: 'tone' }), 'warm')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('This title is already taken.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'job title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument()
  })
})
