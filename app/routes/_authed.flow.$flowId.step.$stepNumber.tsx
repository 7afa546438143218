import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { FlowStepPage } from '~/components/flow/flow-step-page'
import { NotFound } from '~/components/not-found'
import { searchUuid } from '~/lib/search-params'
import { pageMeta } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { flowStepQuery } from '~/queries/flow-steps'

/** A step of the member's flow (SPEC §2): a uuid and a step number ≥ 1, anything else is a 404. */
export const Route = createFileRoute('/_authed/flow/$flowId/step/$stepNumber')({
  loader: async ({ context, params }) => {
    const flowUuid = searchUuid(params.flowId)
    const step = /^[1-9]\d{0,2}$/.test(params.stepNumber) ? Number(params.stepNumber) : null
    if (!flowUuid || step === null) throw notFound()
    const data = await context.queryClient.ensureQueryData(flowStepQuery(flowUuid, step))
    if (!data) throw notFound()
  },
  head: ({ match }) => ({
    meta: pageMeta(match.pathname, {
      title: m.flow_meta_title(),
      description: m.flow_meta_description(),
    }),
  }),
  staticData: { messages: ['flow'] },
  notFoundComponent: NotFound,
  component: FlowStepRoute,
})

function FlowStepRoute() {
  const { flowId, stepNumber } = Route.useParams()
  const step = Number(stepNumber)
  const { data } = useSuspenseQuery(flowStepQuery(flowId, step))
  if (!data) return <NotFound />
  return <FlowStepPage key={`${flowId}/${step}`} data={data} stepNumber={step} />
}
