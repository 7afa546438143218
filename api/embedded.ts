// The one entry through which the web app embeds this API in its own process
// (app/server/reference-api.server.ts): everything else the web app takes from `api/` is the
// wire contract (`@contract/*`). `npm run lint` holds both rules.
import { readApiEnv } from './env.ts'
import { startApi } from './runtime.ts'

export { onShutdown } from './http/shutdown.ts'
export type { StartedApi } from './runtime.ts'

/** Starts the API as configured by the environment: database migrated and seeded, mail, checks. */
export const startEmbeddedApi = () => startApi(readApiEnv())
