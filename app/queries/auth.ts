import { queryOptions } from '@tanstack/react-query'
import { getMe } from '~/server/auth.functions'

export const authKeys = { me: ['auth', 'me'] as const }

/** The signed-in user, or null. Refetched after sign-in, sign-up, sign-out and profile changes. */
export const meQuery = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: () => getMe(), staleTime: 60_000 })
