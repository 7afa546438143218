// The one error a server function throws on purpose: its message is meant for the user (the
// server's own words where SPEC §8 surfaces them, or one of ours, translated). Registered with
// Start's serializer (app/start.ts), it reaches the browser as itself, so the UI can tell it
// from a failure it should not show (a network error, a bug), which gets a generic message.
import { createSerializationAdapter } from '@tanstack/react-router'

export class UserFacingError extends Error {
  readonly status: number

  constructor(message: string, status: number) {
    super(message)
    this.name = 'UserFacingError'
    this.status = status
  }
}

export const userFacingErrorAdapter = createSerializationAdapter({
  key: 'user-facing-error',
  test: (value): value is UserFacingError => value instanceof UserFacingError,
  toSerializable: (error) => ({ message: error.message, status: error.status }),
  fromSerializable: ({ message, status }) => new UserFacingError(message, status),
})
