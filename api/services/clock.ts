/** The API's notion of now: the system clock in production, a controllable one in tests. */
export type Clock = { now: () => Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to. */
export function fakeClock(start = new Date()) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms
    },
  }
}
