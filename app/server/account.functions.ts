// Server functions for the signed-in user's account (SPEC §7 "Account"), under the error catalogue.

import {
  confirmEmailChangeRequestSchema,
  unsubscribeRequestSchema,
  unsubscriptionReasonValuesResponseSchema,
  updateMeRequestSchema,
  updatePasswordRequestSchema,
} from '@contract/account'
import { userResourceSchema } from '@contract/user'
import { createServerFn } from '@tanstack/react-start'
import { api } from './api.server'
import { underCatalogue } from './api-errors'

/** Returns the updated user, or null when the API refused the change (422, swallowed). */
export const updateMe = createServerFn({ method: 'POST' })
  .validator(updateMeRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'account-write',
      async () => (await api().json('PATCH', '/api/me', userResourceSchema, data)).data,
      null,
    ),
  )

/** True when the password changed, false when the API refused it (422, swallowed). */
export const updatePassword = createServerFn({ method: 'POST' })
  .validator(updatePasswordRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'account-write',
      async () => {
        await api().empty('PATCH', '/api/me/password', data)
        return true
      },
      false,
    ),
  )

export const unsubscribe = createServerFn({ method: 'POST' })
  .validator(unsubscribeRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'account-write',
      async () => {
        await api().empty('POST', '/api/me/unsubscribe', data)
        return true
      },
      false,
    ),
  )

export const listUnsubscriptionReasons = createServerFn({ method: 'GET' }).handler(async () =>
  underCatalogue(
    'flows',
    async () =>
      (
        await api().json(
          'GET',
          '/api/unsubscription-reason-values',
          unsubscriptionReasonValuesResponseSchema,
        )
      ).data,
    [],
  ),
)

/** Switches the account to its new address (the mailed link); the API's reason when it cannot. */
export const confirmEmailChange = createServerFn({ method: 'POST' })
  .validator(confirmEmailChangeRequestSchema)
  .handler(({ data }) =>
    underCatalogue(
      'credentials',
      async () =>
        (await api().json('POST', '/api/email-change/confirm', userResourceSchema, data)).data,
      null,
    ),
  )
