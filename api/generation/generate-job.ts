// The generation job: one per document to write, run by a worker (in the API's process or in
// `npm run worker`). Retried only when its worker dies or the database fails it; a generator's
// own failure ends the document `failed` with its reason at once.
import { z } from 'zod'
import { defineQueue } from '../jobs/queue.ts'

export const generateDocumentQueue = defineQueue({
  name: 'generate-document',
  data: z.object({ documentId: z.number().int().positive() }),
  retryLimit: 2,
  // Above the AI provider's timeout with its retries: a job this old has lost its worker.
  expireInSeconds: 300,
  retryDelaySeconds: 1,
})
