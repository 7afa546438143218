// The human check's server side, for the hook that runs it in the browser.
import { getHumanChallenge } from '~/server/auth.functions'

/** A fresh ALTCHA challenge from the API, as the widget would receive it. */
export async function fetchAltchaChallenge(): Promise<unknown> {
  return JSON.parse(await getHumanChallenge())
}
