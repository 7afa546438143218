import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFound } from '~/components/not-found'
import { FlowResultView } from '~/components/result/flow-result'
import { searchUuid } from '~/lib/search-params'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { flowResultQuery } from '~/queries/flow-result'

/** A flow's result (SPEC §2 "/successful-flow"), by `flow_uuid`; the mail links here. */
export const Route = createFileRoute('/_authed/successful-flow')({
  // Read by hand: zod here would join every page's script (see lib/search-params).
  validateSearch: (search: Record<string, unknown>) => ({
    flow_uuid: searchUuid(search.flow_uuid),
  }),
  loaderDeps: ({ search }) => ({ flowUuid: search.flow_uuid }),
  loader: async ({ context, deps }) => {
    if (!deps.flowUuid) throw notFound()
    const result = await context.queryClient.ensureQueryData(flowResultQuery(deps.flowUuid))
    if (!result) throw notFound()
  },
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.result_meta_title(),
      description: m.result_meta_description(),
    }),
  }),
  staticData: { messages: ['flow'] },
  notFoundComponent: NotFound,
  component: SuccessfulFlow,
})

function SuccessfulFlow() {
  const { flow_uuid: flowUuid = '' } = Route.useSearch()
  const { data: result } = useSuspenseQuery(flowResultQuery(flowUuid))
  if (!result) return <NotFound />
  return <FlowResultView flowUuid={flowUuid} result={result} />
}
