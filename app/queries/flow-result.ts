import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { getFlowResult, processFlowAgain } from '~/server/flow-result.functions'

export type FlowResult = NonNullable<Awaited<ReturnType<typeof getFlowResult>>>

/** Polls while the flow is being written: every second at first, then a little less often. */
export function resultRefetchInterval(result: FlowResult | null | undefined, polls: number) {
  if (!result) return false
  const { status } = result.status
  if (status !== 'processing') return false
  return Math.min(5_000, 1_000 + polls * 250)
}

export const flowResultQuery = (flowUuid: string) =>
  queryOptions({
    queryKey: ['flow-result', flowUuid] as const,
    queryFn: () => getFlowResult({ data: { flowUuid } }),
    refetchInterval: (query) =>
      resultRefetchInterval(query.state.data, query.state.dataUpdateCount),
  })

/** "Try again" after a failure: the result then polls until the flow ends. */
export function useProcessAgain(flowUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => processFlowAgain({ data: { flowUuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['flow-result', flowUuid] }),
  })
}
