import { queryOptions } from '@tanstack/react-query'
import { listUnsubscriptionReasons } from '~/server/account.functions'

export const accountKeys = {
  unsubscriptionReasons: (locale: string) => ['account', 'unsubscription-reasons', locale] as const,
}

export const unsubscriptionReasonsQuery = (locale: string) =>
  queryOptions({
    queryKey: accountKeys.unsubscriptionReasons(locale),
    queryFn: () => listUnsubscriptionReasons(),
    staleTime: 60 * 60_000,
  })
