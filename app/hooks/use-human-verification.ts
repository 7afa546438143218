import { solveAltcha } from '@contract/human-verification'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getHumanChallenge } from '~/server/auth.functions'

export type HumanVerificationState = 'solving' | 'ready' | 'failed'

async function solveFresh() {
  return solveAltcha(JSON.parse(await getHumanChallenge()))
}

/**
 * ALTCHA's proof of work, solved in the background as soon as the form shows, so that submitting
 * does not wait. Each solution is accepted once: `take()` hands it over and starts the next one.
 */
export function useHumanVerification() {
  const next = useRef<Promise<string> | null>(null)
  const [state, setState] = useState<HumanVerificationState>('solving')

  const start = useCallback(() => {
    setState('solving')
    const attempt = solveFresh()
    next.current = attempt
    attempt.then(
      () => next.current === attempt && setState('ready'),
      () => next.current === attempt && setState('failed'),
    )
    return attempt
  }, [])

  useEffect(() => {
    start()
  }, [start])

  const take = useCallback(async () => {
    const solution = await (next.current ?? start()).catch(() => start())
    start()
    return solution
  }, [start])

  return { state, take }
}
