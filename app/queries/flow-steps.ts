import { queryOptions } from '@tanstack/react-query'
import { getFlowStep, getTemplateForm } from '~/server/flow-steps.functions'

export type FlowStepData = NonNullable<Awaited<ReturnType<typeof getFlowStep>>>
export type TemplateFormData = Awaited<ReturnType<typeof getTemplateForm>>

export const flowStepQuery = (flowUuid: string, step: number) =>
  queryOptions({
    queryKey: ['flow-step', flowUuid, step] as const,
    queryFn: () => getFlowStep({ data: { flowUuid, step } }),
    staleTime: 0,
  })

export const templateFormQuery = (locale: string, templateId: number) =>
  queryOptions({
    queryKey: ['template-form', locale, templateId] as const,
    queryFn: () => getTemplateForm({ data: { templateId } }),
    staleTime: 60_000,
  })
