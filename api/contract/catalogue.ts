// The catalogue: categories, flow templates and their forms, search, landing pages (SPEC §7 "Flows").
import { z } from 'zod'
import { localeSchema } from './common.ts'
import { FIELD_TYPES, OUTPUT_KINDS } from './constants.ts'

export const outputKindSchema = z.enum(OUTPUT_KINDS)
export type OutputKind = z.infer<typeof outputKindSchema>

export const flowTemplateSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  output: outputKindSchema,
})
export type FlowTemplateSummary = z.infer<typeof flowTemplateSummarySchema>

export const categorySummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
})

/** GET /api/flow-templates and GET /api/dashboard/flow-templates/recently-viewed. */
export const flowTemplateListResponseSchema = z.object({ data: z.array(flowTemplateSummarySchema) })

/** GET /api/flow-templates-categories: each category with its templates. */
export const categoriesWithTemplatesResponseSchema = z.object({
  data: z.array(
    categorySummarySchema.extend({ flow_templates: z.array(flowTemplateSummarySchema) }),
  ),
})

/** GET api/flow-template-categories: the header's menus. */
export const headerCategoriesResponseSchema = z.array(
  z.object({
    slug: z.string(),
    name: z.string(),
    flowTemplates: z.array(z.object({ slug: z.string(), name: z.string() })),
  }),
)

/** GET /api/flow-templates/{id}/categories. */
export const templateCategoriesResponseSchema = z.object({ data: z.array(categorySummarySchema) })

export const formOptionSchema = z.object({ value: z.string(), label: z.string() })

export const formFieldSchema = z.object({
  name: z.string(),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  help: z.string().nullable(),
  placeholder: z.string().nullable(),
  options: z.array(formOptionSchema).nullable(),
  rules: z.object({
    required: z.boolean(),
    min_length: z.number().int().nullable(),
    max_length: z.number().int().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    pattern: z.string().nullable(),
    pattern_message: z.string().nullable(),
    accept: z.array(z.string()).nullable(),
    max_size_mb: z.number().nullable(),
  }),
  /** The earlier field whose answer changes this one (see flow-dependent-content). */
  depends_on: z.string().nullable(),
})
export type FormField = z.infer<typeof formFieldSchema>

export const formStepSchema = z.object({
  number: z.number().int().min(1),
  kind: z.enum(['form', 'outline']),
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(formFieldSchema),
})
export type FormStep = z.infer<typeof formStepSchema>

/** GET /api/flow-templates/{id}/form. */
export const templateFormResponseSchema = z.object({
  data: z.object({
    flow_template: flowTemplateSummarySchema,
    variations: z.array(z.object({ key: z.string(), name: z.string(), description: z.string() })),
    steps: z.array(formStepSchema),
  }),
})
export type TemplateForm = z.infer<typeof templateFormResponseSchema>['data']

/**
 * GET /api/flow-templates/{id}/example (beyond SPEC): an example result of the tool, written from
 * example answers in the request's language, as escaped HTML like a result's preview. 404 for a
 * tool whose results are sound.
 */
export const templateExampleResponseSchema = z.object({ data: z.object({ html: z.string() }) })

/** GET /api/flow-templates/{id}/remaining-requests (signed in). */
export const remainingRequestsResponseSchema = z.object({
  remaining_requests: z.number().int().min(0),
  monthly_allowance: z.number().int().min(0),
})

/** GET /api/combined-search?searchQuery=. */
export const combinedSearchResponseSchema = z.object({
  flow_templates: z.array(flowTemplateSummarySchema),
  categories: z.array(categorySummarySchema),
})

export const landingPageTypeSchema = z.enum(['default', 'category', 'seo'])

/** A landing page (SPEC §3): what it shows, and its slug in every language. */
export const landingPageSchema = z.object({
  landingId: z.string(),
  value: z.string(),
  page_type: landingPageTypeSchema,
  languages: z.array(z.object({ locale: localeSchema, slug: z.string() })),
})
export type LandingPage = z.infer<typeof landingPageSchema>

/** GET /api/landing-pages and GET /api/landing-pages/{slug}. */
export const landingPageListResponseSchema = z.object({ data: z.array(landingPageSchema) })
export const landingPageResponseSchema = z.object({ data: landingPageSchema })
