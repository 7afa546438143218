import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

const params = z.object({ flowUuid: z.uuid(), format: z.enum(['pdf', 'default']) })

// A result's file, fetched by the result page through the web app with the visitor's session.
export const Route = createFileRoute('/files/$flowUuid/$format')({
  server: {
    handlers: {
      GET: async ({ params: raw }) => {
        const parsed = params.safeParse(raw)
        if (!parsed.success) return new Response(null, { status: 404 })
        const { flowDownload } = await import('~/server/flow-result.server')
        return flowDownload(parsed.data.flowUuid, parsed.data.format)
      },
    },
  },
})
