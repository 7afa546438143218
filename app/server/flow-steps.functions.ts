// Server functions of the step wizard. Answers travel as multipart forms (files included).
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getLocale } from '../paraglide/runtime'
import { ApiError } from './api-client'
import { flowStep, processFlow, submitStep, templateForm } from './flow-steps.server'

const uuid = z.uuid()
const positive = z.coerce.number().int().min(1).max(1000)

/** The answers of a step: every field but the wizard's own, with the page's language added. */
function answers(form: FormData) {
  const sent = new FormData()
  for (const [name, value] of form) {
    if (name === 'templateId' || name === 'flowUuid' || name === 'step') continue
    sent.append(name, value)
  }
  sent.set('lang', getLocale())
  return sent
}

function formData(value: unknown) {
  if (!(value instanceof FormData)) throw new Error('Expected a form')
  return value
}

export const getTemplateForm = createServerFn({ method: 'GET' })
  .validator(z.object({ templateId: z.number().int().min(1) }))
  .handler(({ data }) => templateForm(data.templateId))

/** A flow's step; null when the flow is not the visitor's or the step does not exist. */
export const getFlowStep = createServerFn({ method: 'GET' })
  .validator(z.object({ flowUuid: uuid, step: positive }))
  .handler(async ({ data }) => {
    try {
      return await flowStep(data.flowUuid, data.step)
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null
      throw error
    }
  })

/** Starts a flow with its first step's answers (a visitor gives an email and a human check). */
export const startFlow = createServerFn({ method: 'POST' })
  .validator(formData)
  .handler(({ data }) => {
    const templateId = positive.parse(data.get('templateId'))
    const form = answers(data)
    form.set('flowLocale', getLocale())
    return submitStep(`/api/flows/${templateId}`, form)
  })

export const answerStep = createServerFn({ method: 'POST' })
  .validator(formData)
  .handler(({ data }) => {
    const flowUuid = uuid.parse(data.get('flowUuid'))
    const step = positive.parse(data.get('step'))
    return submitStep(`/api/flows/${flowUuid}/steps/${step}`, answers(data))
  })

export const processFlowStep = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      flowUuid: uuid,
      documentName: z.string().trim().min(1).max(200),
      outline: z.string().max(20_000).optional(),
    }),
  )
  .handler(({ data }) =>
    processFlow(data.flowUuid, {
      documentName: data.documentName,
      ...(data.outline !== undefined && { outline: data.outline }),
    }),
  )
