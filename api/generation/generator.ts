// What writes a document's text: the embedded composer, or an AI provider (an OpenAI-compatible
// server). One interface, chosen once from the configuration (see ./text-generator.ts).
import type { TemplateDefinition } from '../catalogue/catalogue.ts'
import type { DocumentContent } from '../contract/document.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import type { OutlineEntry } from './outline.ts'

export type GenerationRequest = {
  /** The template's key, name and description in the flow's language. */
  template: { key: string; name: string; description: string }
  definition: TemplateDefinition
  /** The language the document is written in (the flow's). */
  locale: ApiLocale
  /** The flow's answers by field name, as stored (strings, numbers, booleans, null, files). */
  answers: ReadonlyMap<string, unknown>
  documentName: string
  variationKey: string | null
  /** The edited outline of an outline step, when the template has one. */
  outline?: OutlineEntry[]
  today: Date
  /** Aborted when the job expires or its worker stops. */
  signal: AbortSignal
  /** Called now and then with the share of the work done (0 to 1). */
  onProgress?: (done: number) => void
}

export type RevisionRequest = {
  locale: ApiLocale
  document: DocumentContent
  /** What the user asks to change, in their words. */
  instruction: string
  /** The passage to revise (its exact text); the rest stays as it is. */
  passage?: string
  signal: AbortSignal
  onProgress?: (done: number) => void
}

/** Why generation failed, as the user is told (messages `generation.failed.<reason>`). */
export const FAILURE_REASONS = [
  'timeout',
  'rate_limited',
  'provider_unavailable',
  'invalid_output',
  'not_supported',
  'internal',
] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

/** A failure with its reason; `detail` is for the logs, never shown to the user. */
export class GenerationFailure extends Error {
  readonly reason: FailureReason
  readonly detail: string

  constructor(reason: FailureReason, detail: string, options?: { cause?: unknown }) {
    super(`${reason}: ${detail}`, options)
    this.name = 'GenerationFailure'
    this.reason = reason
    this.detail = detail
  }
}

export type TextGenerator = {
  /** How the API's health and each version name it: `assembly` or `openai-compatible:<model>`. */
  readonly name: string
  compose: (request: GenerationRequest) => Promise<DocumentContent>
  /** null: this generator cannot revise by instruction (the embedded composer). */
  revise: ((request: RevisionRequest) => Promise<DocumentContent>) | null
}
