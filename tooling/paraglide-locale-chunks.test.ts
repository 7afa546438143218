import { describe, expect, it } from 'vitest'
import { paraglideLocaleChunks } from './paraglide-locale-chunks'

const index = `import { getLocale } from "../runtime.js"
import * as __en from "./en.js"
import * as __fr from "./fr.js"
export const hello = (inputs) => { if (getLocale() === "fr") return __fr.hello(inputs); return __en.hello(inputs) }
export const greet_user = (inputs) => __en.greet_user(inputs)
`

function transform(code: string, id: string, consumer: 'client' | 'server' = 'client') {
  const plugin = paraglideLocaleChunks()
  const hook = plugin.transform
  if (typeof hook !== 'function') throw new Error('transform hook missing')
  // The hook reads nothing from its context but the environment's consumer.
  return Reflect.apply(hook, { environment: { config: { consumer } } }, [code, id])
}

describe('paraglideLocaleChunks', () => {
  it('rewrites the message index to forward to the loaded locale', () => {
    const result = transform(index, '/work/app/app/paraglide/messages/_index.js')
    const code = typeof result === 'object' && result && 'code' in result ? String(result.code) : ''
    expect(code).toContain('export const hello = (inputs) => activeMessages().hello(inputs)')
    expect(code).toContain(
      'export const greet_user = (inputs) => activeMessages().greet_user(inputs)',
    )
    expect(code).not.toContain('./fr.js')
    expect(code).not.toContain('./en.js')
  })

  it('leaves the server build alone', () => {
    expect(transform(index, '/work/app/app/paraglide/messages/_index.js', 'server')).toBeNull()
  })

  it('drops the URLPattern polyfill from the browser runtime (app/client.tsx loads it if needed)', () => {
    const runtime = `import "@inlang/paraglide-js/urlpattern-polyfill";\nexport const x = 1\n`
    const result = transform(runtime, '/work/app/app/paraglide/runtime.js')
    const code = typeof result === 'object' && result && 'code' in result ? String(result.code) : ''
    expect(code).not.toContain('urlpattern-polyfill')
    expect(code).toContain('export const x = 1')
  })

  it('leaves every other module alone', () => {
    expect(transform(index, '/work/app/app/paraglide/messages/fr.js')).toBeNull()
    expect(transform(index, '/work/app/app/routes/index.tsx')).toBeNull()
  })
})
