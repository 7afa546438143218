// A user's flows: answers to a template, step by step (SPEC §3 "Flow", §7 "Flows").
import { z } from 'zod'
import { formStepSchema, outputKindSchema } from './catalogue.ts'
import { localeSchema } from './common.ts'
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.ts'

export const FLOW_STATUSES = ['in_progress', 'processing', 'completed', 'failed'] as const

export const storedFileSchema = z.object({
  file: z.object({ key: z.string(), name: z.string(), type: z.string(), size: z.number().int() }),
})

export const flowInputValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  storedFileSchema,
  z.null(),
])

export const flowInputSchema = z.object({
  name: z.string(),
  value: flowInputValueSchema,
  /** Where the answer belongs in the template, as the original API nests it. */
  template: z.object({ step: z.object({ number: z.number().int().min(1) }) }),
})

export const flowSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(FLOW_STATUSES),
  /** The highest step with answers, starting at 1. */
  current_step: z.number().int().min(1),
  locale: localeSchema,
  variation_key: z.string().nullable(),
  generated_document_name: z.string().nullable(),
  inputs: z.array(flowInputSchema),
  flow_template: z.object({
    id: z.number().int(),
    key: z.string(),
    slug: z.string(),
    name: z.string(),
    output: outputKindSchema,
  }),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Flow = z.infer<typeof flowSchema>

export const flowResourceSchema = z.object({ data: flowSchema })

/** Laravel's length-aware paginator. */
export const flowPageSchema = z.object({
  data: z.array(flowSchema),
  links: z.object({
    first: z.string(),
    last: z.string(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
  meta: z.object({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    path: z.string(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  }),
})
export type FlowPage = z.infer<typeof flowPageSchema>

export const flowListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).catch(DEFAULT_PER_PAGE),
})

/**
 * POST /api/flows/{templateId}, /steps/{step}, /update and /acquisition: multipart (or JSON)
 * with these fields, and the answers as `inputs[name]`.
 */
export const flowFormFieldsSchema = z.object({
  lang: localeSchema.optional(),
  flowLocale: localeSchema.optional(),
  email: z.string().trim().toLowerCase().max(255).pipe(z.email()).optional(),
  has_no_password: z.boolean().optional(),
  variationKey: z.string().max(100).optional(),
  /** A visitor's human-verification solution: starting a flow with an email makes an account. */
  captcha: z.string().min(1).optional(),
})

/** GET /api/flow-dependent-content/{id}/steps/{step}: the step as the earlier answers shape it. */
export const dependentContentResponseSchema = z.object({
  data: z.object({
    step: formStepSchema,
    /** For an outline step: an outline drafted from the earlier answers, to edit. */
    outline: z.string().nullable(),
    /** Why some content could not be prepared (e.g. an earlier answer is missing). */
    failed_reasons: z.array(z.string()),
  }),
})
