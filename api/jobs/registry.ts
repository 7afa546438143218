// The application's job queues and their handlers.
import { generateDocumentQueue } from '../generation/generate-job.ts'
import { writeDocument } from '../generation/write-document.ts'
import type { ApiServices } from '../services/dependencies.ts'
import { type RegisteredJob, registerJob } from './queue.ts'

export const jobRegistry: RegisteredJob<ApiServices>[] = [
  registerJob<{ documentId: number }, ApiServices>(generateDocumentQueue, (data, context) =>
    writeDocument(context.services, data.documentId, {
      signal: context.signal,
      last: context.retryCount >= generateDocumentQueue.retryLimit,
      log: (message) => console.error(`Jobs: ${message}`),
    }),
  ),
]
