// The browser loads a page's messages in groups, so a first visit does not download the wording
// of every page: `core` (the shell, the home page, forms) always, and the groups the matched
// routes name in `staticData.messages`. A message belongs to the group of its key's prefix.
import type { StaticDataRouteOption } from '@tanstack/react-router'

export const MESSAGE_GROUPS = {
  legal: ['terms_', 'privacy_', 'legal_', 'cookies_'],
  account: ['account_', 'dashboard_'],
  auth: ['auth_', 'login_', 'register_', 'forgot_', 'reset_', 'confirm_'],
  flow: ['result_', 'flow_'],
  catalogue: ['tool_'],
} as const satisfies Record<string, readonly string[]>

export type LazyMessageGroup = keyof typeof MESSAGE_GROUPS
export type MessageGroup = 'core' | LazyMessageGroup

export const LAZY_MESSAGE_GROUPS = Object.keys(MESSAGE_GROUPS) as LazyMessageGroup[]

export function messageGroupOf(key: string): MessageGroup {
  for (const group of LAZY_MESSAGE_GROUPS) {
    if (MESSAGE_GROUPS[group].some((prefix) => key.startsWith(prefix))) return group
  }
  return 'core'
}

/** The lazy groups the matched routes need, outermost first, each once. */
export function messageGroupsOf(
  matches: readonly { staticData: StaticDataRouteOption }[],
): LazyMessageGroup[] {
  return [...new Set(matches.flatMap((match) => match.staticData.messages ?? []))]
}

/** Reads a list written by `messageGroupsOf` (the page's `data-messages`), ignoring the unknown. */
export function parseMessageGroups(list: string | undefined): LazyMessageGroup[] {
  const known = new Set<string>(LAZY_MESSAGE_GROUPS)
  return (list ?? '').split(' ').filter((name): name is LazyMessageGroup => known.has(name))
}
