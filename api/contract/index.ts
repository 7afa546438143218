// The wire contract of the HTTP API: what the API validates with and the web app parses with.
export * from './account.ts'
export * from './auth.ts'
export * from './common.ts'
export * from './health.ts'
export * from './user.ts'
