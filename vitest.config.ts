import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { bundledTranslations } from './tooling/bundled-translations.ts'

// Kept apart from vite.config.ts: unit and component tests need neither the Start nor the
// Paraglide plugin (messages are compiled once by `npm run i18n` before the tests run).
export default defineConfig({
  plugins: [react(), bundledTranslations()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@contract': fileURLToPath(new URL('./api/contract', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: [
      'app/**/*.test.{ts,tsx}',
      'api/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tooling/**/*.test.ts',
      '*.test.ts',
    ],
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
