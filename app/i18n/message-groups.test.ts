import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../app.config'
import { messagesOfGroup } from '../../tooling/paraglide-locale-chunks'
import {
  LAZY_MESSAGE_GROUPS,
  messageGroupOf,
  messageGroupsOf,
  parseMessageGroups,
} from './message-groups'

describe('message groups', () => {
  it('put a message in the group of its prefix, else in core', () => {
    expect(messageGroupOf('terms_s1_heading')).toBe('legal')
    expect(messageGroupOf('cookies_title')).toBe('legal')
    expect(messageGroupOf('account_name_label')).toBe('account')
    expect(messageGroupOf('reset_title')).toBe('auth')
    expect(messageGroupOf('home_title')).toBe('core')
    expect(messageGroupOf('header_sign_out')).toBe('core')
  })

  it('are read from the matched routes once each, outermost first', () => {
    const groups = messageGroupsOf([
      { staticData: {} },
      { staticData: { messages: ['auth'] } },
      { staticData: { messages: ['legal', 'auth'] } },
    ])
    expect(groups).toEqual(['auth', 'legal'])
  })

  it('are parsed from the page, ignoring what is not a group', () => {
    expect(parseMessageGroups('legal auth')).toEqual(['legal', 'auth'])
    expect(parseMessageGroups('core __proto__  legal')).toEqual(['legal'])
    expect(parseMessageGroups(undefined)).toEqual([])
  })

  it.each(LOCALES)('split every compiled %s message into exactly one group', (locale) => {
    const compiled = readFileSync(
      new URL(`../paraglide/messages/${locale}.js`, import.meta.url),
      'utf8',
    )
    const names = (code: string) => [...code.matchAll(/^export const (\w+)/gm)].map((m) => m[1])
    const all = names(compiled)
    const split = ['core' as const, ...LAZY_MESSAGE_GROUPS].flatMap((group) =>
      names(messagesOfGroup(compiled, group)),
    )
    expect(all.length).toBeGreaterThan(200)
    expect(split.sort()).toEqual(all.sort())
    // Nothing but message blocks: the groups load as modules of their own.
    expect(compiled).not.toMatch(/^(import|export \{|export default)/m)
  })
})
