import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bundledTranslations } from './tooling/bundled-translations.ts'
import { exitWhenBuilt } from './tooling/exit-when-built.ts'
import { paraglideLocaleChunks } from './tooling/paraglide-locale-chunks.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
          },
        },
      },
    },
  },
  plugins: [
    // Settings in project.inlang/paraglide.config.ts.
    paraglideVitePlugin({ project: './project.inlang' }),
    paraglideLocaleChunks(),
    bundledTranslations(),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
    exitWhenBuilt(),
  ],
})
