// POST /api/revise-and-retry-flow: the AI provider rewrites the flow's document (or one passage of
// it) as the user instructs, and the result is saved as a new version. The embedded composer
// cannot follow instructions, which the user is told plainly.
import { eq } from 'drizzle-orm'
import { plainText } from '../contract/document.ts'
import type { DocumentContentResponse } from '../contract/flow-documents.ts'
import { flows, type UserRow } from '../db/schema.ts'
import { GenerationFailure } from '../generation/generator.ts'
import { type ApiLocale, isApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { DomainError, invalidField, notFound } from './domain-error.ts'
import { getDocumentContent, saveGeneratedVersion } from './flow-documents.ts'

/** Longer than this, the user is better served by trying again. */
const REVISION_TIMEOUT_MS = 120_000

export async function reviseFlow(
  deps: Pick<ApiServices, 'db' | 'clock' | 'generator'>,
  user: UserRow,
  input: { flowId: string; instruction: string; passage?: string; locale: ApiLocale },
): Promise<DocumentContentResponse> {
  const { locale } = input
  const revise = deps.generator.revise
  if (!revise) throw new DomainError('unavailable', translate(locale, 'generation.revise_needs_ai'))
  const current = await getDocumentContent(deps, user, { uuid: input.flowId, locale })
  if (!current) throw new DomainError('conflict', translate(locale, 'documents.not_ready'))
  if (input.passage !== undefined && !plainText(current.data).includes(input.passage)) {
    throw invalidField(locale, 'passage', translate(locale, 'generation.passage_not_found'))
  }
  const flow = await deps.db.query.flows.findFirst({ where: eq(flows.uuid, input.flowId) })
  if (!flow) throw notFound(locale)
  let revised: unknown
  try {
    revised = await revise({
      locale: isApiLocale(flow.locale) ? flow.locale : locale,
      document: current.data,
      instruction: input.instruction,
      ...(input.passage !== undefined && { passage: input.passage }),
      signal: AbortSignal.timeout(REVISION_TIMEOUT_MS),
    })
  } catch (error) {
    if (!(error instanceof GenerationFailure)) throw error
    console.error(`Revision of flow ${flow.uuid} failed: ${error.reason} (${error.detail})`)
    throw new DomainError('upstream_failed', translate(locale, `generation.failed.${error.reason}`))
  }
  return saveGeneratedVersion(deps, user, {
    uuid: input.flowId,
    locale,
    data: revised,
    generator: `${deps.generator.name}:revision`,
  })
}
