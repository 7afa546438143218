// The generator this deployment uses: an OpenAI-compatible server when AI_BASE_URL is set,
// otherwise the embedded composer. Named honestly in /api/health and on every version.
import type { ApiEnv } from '../env.ts'
import { AssemblyUnavailable, assembleDocument } from './assemble.ts'
import { GenerationFailure, type TextGenerator } from './generator.ts'
import { createOpenAiCompatibleGenerator } from './openai-compatible.ts'

export const assemblyGenerator: TextGenerator = {
  name: 'assembly',
  compose: async (request) => {
    try {
      return assembleDocument(request)
    } catch (error) {
      if (error instanceof AssemblyUnavailable) {
        throw new GenerationFailure('not_supported', error.message, { cause: error })
      }
      throw error
    }
  },
  revise: null,
}

export function textGenerator(
  env: Pick<ApiEnv, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
): TextGenerator {
  if (!env.AI_BASE_URL) return assemblyGenerator
  return createOpenAiCompatibleGenerator({
    baseUrl: env.AI_BASE_URL,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    ...(env.AI_API_KEY && { apiKey: env.AI_API_KEY }),
  })
}
