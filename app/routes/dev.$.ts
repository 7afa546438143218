import { createFileRoute } from '@tanstack/react-router'

// Served by the reference API (app/server/reference-api.server.ts).
export const Route = createFileRoute('/dev/$')({
  server: {
    handlers: {
      ANY: async ({ request }) => {
        const { handleApiRequest } = await import('~/server/reference-api.server')
        return handleApiRequest(request)
      },
    },
  },
})
