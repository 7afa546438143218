import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFound } from '~/components/not-found'
import { ToolLanding } from '~/components/tool/tool-landing'
import { pageMeta } from '~/lib/seo'
import { getLocale } from '~/paraglide/runtime'
import { toolPageQuery } from '~/queries/tool-page'

/** A tool's landing page, by its slug in the page's language (`/cover-letter`, `/fr/lettre-de-motivation`). */
export const Route = createFileRoute('/$slug')({
  loader: async ({ context, params }) => {
    const page = await context.queryClient.ensureQueryData(toolPageQuery(getLocale(), params.slug))
    if (!page) throw notFound()
    return {
      title: page.tool.name,
      description: page.tool.description,
      // The root's head writes the language alternates from these: each language has its own slug.
      alternateSlugs: page.slugs,
    }
  },
  head: ({ match, loaderData }) => ({
    meta: loaderData
      ? pageMeta(match.pathname, { title: loaderData.title, description: loaderData.description })
      : [],
  }),
  staticData: { messages: ['catalogue', 'flow'] },
  notFoundComponent: NotFound,
  component: ToolPageRoute,
})

function ToolPageRoute() {
  const { slug } = Route.useParams()
  const { data: page } = useSuspenseQuery(toolPageQuery(getLocale(), slug))
  if (!page) return <NotFound />
  return <ToolLanding page={page} />
}
