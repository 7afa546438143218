// `npm run worker`: runs jobs without serving HTTP, beside API copies started with
// JOBS_IN_PROCESS=false, all on one PostgreSQL (DATABASE_URL). Stops on SIGTERM or Ctrl+C; a job
// still running then is failed and retried by another worker.
import './http/production-mode.ts'
import { readApiEnvOrExit } from './env.ts'
import { exitOnSignals } from './http/shutdown.ts'
import { startWorker } from './runtime.ts'

const env = readApiEnvOrExit()
if (!env.DATABASE_URL) {
  // The embedded database is a folder only one process may open: the API's, which runs the jobs.
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database, the API runs the jobs itself.',
  )
  process.exit(1)
}
const worker = await startWorker(env)
console.error('Worker started.')
exitOnSignals({ close: worker.close })
