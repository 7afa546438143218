// The application's job queues and their handlers. Empty until generation registers its queue.
import type { ApiServices } from '../services/dependencies.ts'
import type { RegisteredJob } from './queue.ts'

export const jobRegistry: RegisteredJob<ApiServices>[] = []
