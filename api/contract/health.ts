import { z } from 'zod'

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations_applied: z.number().int(),
  }),
  mail: z.object({ transport: z.enum(['smtp', 'outbox']) }),
  human_verification: z.object({ mode: z.enum(['altcha', 'recaptcha', 'turnstile']) }),
  google_sign_in: z.object({ enabled: z.boolean() }),
  /** What writes documents: `assembly` (embedded) or `openai-compatible:<model>`. */
  generator: z.object({ name: z.string() }),
})
export type HealthResponse = z.infer<typeof healthResponseSchema>
