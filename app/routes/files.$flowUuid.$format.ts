import { createFileRoute } from '@tanstack/react-router'

// A result's file, fetched by the result page through the web app with the visitor's session.
// (No zod here: a route file's top level joins every page's script.)
export const Route = createFileRoute('/files/$flowUuid/$format')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { flowDownload, downloadParams } = await import('~/server/flow-result.server')
        const parsed = downloadParams.safeParse(params)
        if (!parsed.success) return new Response(null, { status: 404 })
        return flowDownload(parsed.data.flowUuid, parsed.data.format)
      },
    },
  },
})
