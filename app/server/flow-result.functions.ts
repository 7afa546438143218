// Server functions of the result page.
import { completionStatusSchema } from '@contract/generation'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { UserFacingError } from '../lib/user-facing-error'
import { api } from './api.server'
import { ApiError } from './api-client'
import { flowResult } from './flow-result.server'

/** Where the flow's processing stands, and its result once completed; null for no such flow. */
export const getFlowResult = createServerFn({ method: 'GET' })
  .validator(z.object({ flowUuid: z.uuid() }))
  .handler(async ({ data }) => {
    try {
      return await flowResult(data.flowUuid)
    } catch (error) {
      // Another user's flow is not found either (SPEC §8: 404 reveals nothing).
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  })

/** Processes the flow again (after a failure): where it then stands. */
export const processFlowAgain = createServerFn({ method: 'POST' })
  .validator(z.object({ flowUuid: z.uuid() }))
  .handler(async ({ data }) => {
    try {
      return await api().json(
        'POST',
        `/api/flows/${data.flowUuid}/process`,
        completionStatusSchema,
        {},
      )
    } catch (error) {
      // No free request left (402), or answers missing (422): the API's words, translated.
      if (error instanceof ApiError && [402, 409, 422].includes(error.status)) {
        throw new UserFacingError(error.message, error.status)
      }
      throw error
    }
  })
