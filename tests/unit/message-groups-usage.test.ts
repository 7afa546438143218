// In the browser a page has only the messages of `core` and of the groups its routes name
// (app/i18n/message-groups.ts). This reads the source: every message a file uses must be in a
// group that is loaded wherever the file runs — a route's own and its layouts' groups, the
// group of a component folder, or `core` for everything shared.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type MessageGroup, messageGroupOf } from '~/i18n/message-groups'

const app = fileURLToPath(new URL('../../app', import.meta.url))

/** Folders (and files) whose code runs only on pages that load these groups. */
const FOLDER_GROUPS: Record<string, MessageGroup[]> = {
  'components/auth/': ['auth'],
  'components/dashboard/': ['account'],
  'hooks/use-account-actions.ts': ['account'],
  'hooks/use-finish-sign-in.ts': ['auth'],
  // The wizard and the result: on the flow, result and tool pages, which all load `flow`.
  'components/flow/': ['flow'],
  'components/result/': ['flow'],
  'lib/step-rules.ts': ['flow'],
  // A tool's page loads `catalogue` and `flow`; the output label is on the home page too.
  'components/tool/tool-landing.tsx': ['catalogue', 'flow'],
  'components/tool/output-label.ts': ['catalogue'],
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const read = (path: string) => readFileSync(path, 'utf8')

/** The groups a route file names, and those of its layouts (`_guest.login` sits in `_guest`). */
function routeGroups(file: string): MessageGroup[] {
  const name = file.replace(/\.tsx?$/, '')
  const segments = name.split('.')
  const layouts = segments.map((_, index) => segments.slice(0, index + 1).join('.'))
  return layouts.flatMap((layout) => {
    let text = ''
    for (const extension of ['.tsx', '.ts']) {
      try {
        text = read(join(app, 'routes', `${layout}${extension}`))
        break
      } catch {
        // No layout file of that name.
      }
    }
    const list = /staticData:\s*\{[^}]*messages:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? ''
    return [...list.matchAll(/'(\w+)'/g)].map((match) => match[1] as MessageGroup)
  })
}

function allowedGroups(path: string): MessageGroup[] {
  const file = relative(app, path)
  if (file.startsWith('routes/')) return ['core', ...routeGroups(file.slice('routes/'.length))]
  const folder = Object.entries(FOLDER_GROUPS).find(([prefix]) => file.startsWith(prefix))
  return folder ? ['core', ...folder[1]] : ['core']
}

const files = sources(app)

describe('message groups in use', () => {
  it('reads the app’s files', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it.each(files.map((path) => [relative(app, path), path]))(
    '%s uses only messages loaded where it runs',
    (_file, path) => {
      const allowed = allowedGroups(path)
      const used = [...read(path).matchAll(/\bm\.([a-z][a-z0-9_]*)\b/g)].map(
        (match) => match[1] ?? '',
      )
      const misplaced = used.filter((key) => !allowed.includes(messageGroupOf(key)))
      expect(misplaced, `allowed: ${allowed.join(', ')}`).toEqual([])
    },
  )
})
