// A text generator on any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM,
// llama.cpp's server) through the AI SDK: structured output in the document draft format, streamed
// so progress can be reported, with a timeout, retries on 429 and 5xx (the SDK's, with back-off
// and Retry-After), and every failure turned into a reason the user can be told.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  streamText,
  TypeValidationError,
} from 'ai'
import type { DocumentContent } from '../contract/document.ts'
import { type DocumentDraft, documentDraftSchema, draftToDocument } from './document-draft.ts'
import { type FailureReason, GenerationFailure, type TextGenerator } from './generator.ts'
import { compositionPrompt, revisionPrompt } from './prompt.ts'

export type OpenAiCompatibleOptions = {
  /** The server's API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string
  apiKey?: string
  model: string
  /** For the whole call, retries included. */
  timeoutMs?: number
  /** Further attempts after a 429, a 5xx or a dropped connection. */
  maxRetries?: number
  fetch?: typeof globalThis.fetch
}

function reasonOf(error: unknown): FailureReason {
  if (error instanceof GenerationFailure) return error.reason
  if (RetryError.isInstance(error)) return reasonOf(error.lastError)
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) return 'rate_limited'
    return 'provider_unavailable'
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  ) {
    return 'invalid_output'
  }
  // A refused connection, a reset, a DNS failure: the server cannot be reached.
  return 'provider_unavailable'
}

function detailOf(error: unknown): string {
  if (RetryError.isInstance(error)) return `${error.message} (last: ${detailOf(error.lastError)})`
  if (APICallError.isInstance(error)) return `${error.statusCode ?? 'no status'}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

export function createOpenAiCompatibleGenerator(options: OpenAiCompatibleOptions): TextGenerator {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    supportsStructuredOutputs: true,
    ...(options.apiKey && { apiKey: options.apiKey }),
    ...(options.fetch && { fetch: options.fetch }),
  })
  const model = provider.chatModel(options.model)
  const timeoutMs = options.timeoutMs ?? 60_000

  async function write(
    messages: { system: string; prompt: string },
    signal: AbortSignal,
    onProgress: ((done: number) => void) | undefined,
    expectedBlocks: number,
  ): Promise<DocumentContent> {
    const timeout = AbortSignal.timeout(timeoutMs)
    let streamError: unknown
    try {
      const result = streamText({
        model,
        ...messages,
        output: Output.object({ schema: documentDraftSchema }),
        temperature: 0.7,
        maxRetries: options.maxRetries ?? 2,
        abortSignal: AbortSignal.any([signal, timeout]),
        onError: ({ error }) => {
          streamError ??= error
        },
      })
      for await (const partial of result.partialOutputStream) {
        const written = (partial as Partial<DocumentDraft>).blocks?.length ?? 0
        onProgress?.(Math.min(0.9, written / expectedBlocks))
      }
      if (streamError) throw streamError
      const draft = await result.output
      return draftToDocument(draft)
    } catch (caught) {
      const error = streamError ?? caught
      // The job was cancelled or its worker is stopping: not the provider's failure.
      if (signal.aborted) throw signal.reason ?? error
      if (timeout.aborted) {
        throw new GenerationFailure('timeout', `No answer within ${timeoutMs} ms`, { cause: error })
      }
      throw new GenerationFailure(reasonOf(error), detailOf(error), { cause: error })
    }
  }

  return {
    name: `openai-compatible:${options.model}`,
    compose: (request) => {
      const sections =
        request.definition.blueprint.kind === 'sections'
          ? request.definition.blueprint.sections.length
          : 4
      return write(compositionPrompt(request), request.signal, request.onProgress, sections * 2 + 2)
    },
    revise: (request) =>
      write(
        revisionPrompt(request),
        request.signal,
        request.onProgress,
        Math.max(1, request.document.content.length),
      ),
  }
}
