// The bare TanStack Start page `npm run bench:ssr` compares the product with: same versions,
// one route, nothing of ours.
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [tanstackStart({ srcDirectory: 'src' }), react()],
})
