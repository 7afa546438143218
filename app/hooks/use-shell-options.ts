import { useMatches } from '@tanstack/react-router'
import { mergeShellOptions } from '~/lib/shell-options'

/** The shell parts the current page asked to hide (route static data; the deepest route wins). */
export function useShellOptions() {
  return useMatches({
    select: (matches) => mergeShellOptions(matches.map((match) => match.staticData)),
  })
}
