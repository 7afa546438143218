import { useMatches } from '@tanstack/react-router'

/** The shell parts the current page asked to hide (route static data; the deepest route wins). */
export function useShellOptions() {
  return useMatches({
    select: (matches) => {
      const options = {
        protected: false,
        hideHeader: false,
        hideFooter: false,
        hideProgressBar: false,
      }
      for (const match of matches) Object.assign(options, match.staticData)
      return options
    },
  })
}
