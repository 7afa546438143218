import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes a new migration after a change to api/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
})
