// What the server lets the browser know of its configuration, per page language.
import { queryOptions } from '@tanstack/react-query'
import { getPublicConfig } from '~/server/public-config.functions'

export const publicConfigQuery = (locale: string) =>
  queryOptions({
    queryKey: ['config', locale] as const,
    queryFn: () => getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  })
