import type { StaticDataRouteOption } from '@tanstack/react-router'

export type ShellOptions = Required<
  Pick<StaticDataRouteOption, 'protected' | 'hideHeader' | 'hideFooter' | 'hideProgressBar'>
>

const SHELL_KEYS = ['protected', 'hideHeader', 'hideFooter', 'hideProgressBar'] as const

/** Merges the static data of the matched routes, outermost first: the deepest route wins. */
export function mergeShellOptions(staticData: StaticDataRouteOption[]): ShellOptions {
  const options: ShellOptions = {
    protected: false,
    hideHeader: false,
    hideFooter: false,
    hideProgressBar: false,
  }
  for (const data of staticData) {
    for (const key of SHELL_KEYS) {
      const value = data[key]
      if (value !== undefined) options[key] = value
    }
  }
  return options
}
