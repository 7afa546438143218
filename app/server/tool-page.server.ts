// A tool's landing page (SPEC §2 "/{slug}"): the tool from the catalogue, its steps and styles from
// the `flows` texts, its slug in every language from the `landing` texts (for hreflang), an
// example of its result, and for a member the free requests left (opening it records the visit).
import {
  remainingRequestsResponseSchema,
  type TemplateForm,
  templateExampleResponseSchema,
  templateFormResponseSchema,
} from '@contract/catalogue'
import { z } from 'zod'
import { LOCALES } from '../../app.config'
import { api, publicApi } from './api.server'
import { ApiError } from './api-client'
import { type CatalogueCategory, catalogueIndex } from './catalogue-index.server'
import { translations } from './translations.server'

const RELATED_TOOLS = 6

const flowTextsSchema = z.object({
  steps: z.array(z.object({ title: z.string(), description: z.string().nullable() })),
  variations: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
})
const landingTextsSchema = z.object({ slug: z.string() })

type Locale = (typeof LOCALES)[number]
export type ToolSummary = CatalogueCategory['flow_templates'][number]

export type ToolPage = {
  tool: ToolSummary
  categories: { slug: string; name: string }[]
  steps: { title: string; description: string | null }[]
  variations: { name: string; description: string }[]
  /** The tool's path in each language, for the language alternates. */
  slugs: Partial<Record<Locale, string>>
  related: ToolSummary[]
  /** Escaped HTML from the API, or null for a tool whose result is sound. */
  exampleHtml: string | null
  /** null for a visitor. */
  remaining: { remaining_requests: number; monthly_allowance: number } | null
  /** The template's first step, which the page starts the flow with. */
  firstStep: TemplateForm['steps'][number] | null
}

const examples = new Map<string, string | null>()

async function example(id: number, locale: string) {
  const key = `${locale}/${id}`
  if (examples.has(key)) return examples.get(key) ?? null
  try {
    const response = await publicApi(locale).json(
      'GET',
      `/api/flow-templates/${id}/example`,
      templateExampleResponseSchema,
    )
    examples.set(key, response.data.html)
    return response.data.html
  } catch (error) {
    // An API without examples (the original backend) or a sound tool: the page shows none.
    if (error instanceof ApiError && error.status === 404) {
      examples.set(key, null)
      return null
    }
    console.error('Tool example unavailable:', error)
    return null
  }
}

/** For a member: the free requests left. */
async function memberAllowance(id: number) {
  try {
    return await api().json(
      'GET',
      `/api/flow-templates/${id}/remaining-requests`,
      remainingRequestsResponseSchema,
    )
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** The template's form, as the visitor (a member's visit is recorded by it). */
async function firstStepOf(id: number) {
  const form = await api().json('GET', `/api/flow-templates/${id}/form`, templateFormResponseSchema)
  return form.data.steps[0] ?? null
}

async function slugsOf(key: string) {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const parsed = landingTextsSchema.safeParse((await translations('landing', locale))[key])
      return parsed.success ? ([[locale, parsed.data.slug]] as const) : []
    }),
  )
  return Object.fromEntries(entries.flat()) as Partial<Record<Locale, string>>
}

export async function toolPage(
  slug: string,
  locale: string,
  options: { signedIn: boolean },
): Promise<ToolPage | null> {
  const categories = await catalogueIndex(locale)
  const tool = categories
    .flatMap((category) => category.flow_templates)
    .find((candidate) => candidate.slug === slug)
  if (!tool) return null
  const inCategories = categories.filter((category) =>
    category.flow_templates.some((candidate) => candidate.id === tool.id),
  )
  const related = [
    ...new Map(
      inCategories
        .flatMap((category) => category.flow_templates)
        .filter((candidate) => candidate.id !== tool.id)
        .map((candidate) => [candidate.id, candidate]),
    ).values(),
  ].slice(0, RELATED_TOOLS)
  const [flows, slugs, exampleHtml, remaining, firstStep] = await Promise.all([
    translations('flows', locale),
    slugsOf(tool.key),
    example(tool.id, locale),
    options.signedIn ? memberAllowance(tool.id) : null,
    firstStepOf(tool.id),
  ])
  const texts = flowTextsSchema.safeParse(flows[tool.key])
  return {
    tool,
    categories: inCategories.map(({ slug, name }) => ({ slug, name })),
    steps: texts.success ? texts.data.steps : [],
    variations: texts.success ? Object.values(texts.data.variations) : [],
    slugs,
    related,
    exampleHtml,
    remaining,
    firstStep,
  }
}
