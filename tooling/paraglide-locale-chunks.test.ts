import { describe, expect, it } from 'vitest'
import { messagesOfGroup, paraglideLocaleChunks } from './paraglide-locale-chunks'

const entry = `export * from './messages/_index.js'
export * as m from './messages/_index.js'
`
const index = `export const hello = (inputs) => __en.hello(inputs)\n`

function transform(code: string, id: string, consumer: 'client' | 'server' = 'client') {
  const plugin = paraglideLocaleChunks()
  const hook = plugin.transform
  if (typeof hook !== 'function') throw new Error('transform hook missing')
  // The hook reads nothing from its context but the environment's consumer.
  return Reflect.apply(hook, { environment: { config: { consumer } } }, [code, id])
}

describe('paraglideLocaleChunks', () => {
  it('gives the browser an `m` that reads the loaded locale, with no code per message', () => {
    const result = transform(entry, '/work/app/app/paraglide/messages.js')
    const code = typeof result === 'object' && result && 'code' in result ? String(result.code) : ''
    expect(code).not.toContain('_index.js')
    // Run what the browser would run, against a loaded locale.
    const body = code.replace(/^import .*$/m, '').replace('export const m =', 'return')
    let loaded: Record<string, () => string> | undefined
    const m = new Function('callMessage', body)((name: string) => {
      if (!loaded) throw new Error('not loaded yet')
      return loaded[name]?.()
    })
    // Held before the locale loads, as a module's top level may do; called after.
    const hello = m.hello
    loaded = { hello: () => 'Bonjour' }
    expect(hello()).toBe('Bonjour')
  })

  it('leaves the server build alone', () => {
    expect(transform(entry, '/work/app/app/paraglide/messages.js', 'server')).toBeNull()
  })

  it('drops the URLPattern polyfill from the browser runtime (app/client.tsx loads it if needed)', () => {
    const runtime = `import "@inlang/paraglide-js/urlpattern-polyfill";\nexport const x = 1\n`
    const result = transform(runtime, '/work/app/app/paraglide/runtime.js')
    const code = typeof result === 'object' && result && 'code' in result ? String(result.code) : ''
    expect(code).not.toContain('urlpattern-polyfill')
    expect(code).toContain('export const x = 1')
  })

  it('leaves every other module alone', () => {
    expect(transform(index, '/work/app/app/paraglide/messages/_index.js')).toBeNull()
    expect(transform(index, '/work/app/app/paraglide/messages/fr.js')).toBeNull()
    expect(transform(index, '/work/app/app/routes/index.tsx')).toBeNull()
  })

  it('splits a compiled locale module into its message groups', () => {
    const compiled = [
      '/* eslint-disable */',
      '/** @typedef {{}} Home_TitleInputs */',
      '',
      'export const home_title = () => {\n\treturn (`Docugen`)\n};\n',
      'export const terms_title = () => {\n\treturn (`Terms of use`)\n};\n',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a compiled message, as text
      'export const login_title = (i) => {\n\treturn (`Hello ${i?.name}`)\n};\n',
    ].join('\n')
    const legal = messagesOfGroup(compiled, 'legal')
    expect(legal).toContain('export const terms_title')
    expect(legal).not.toMatch(/home_title|login_title|typedef/)
    const core = messagesOfGroup(compiled, 'core')
    expect(core).toContain('export const home_title')
    expect(core).not.toMatch(/terms_title|login_title/)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a compiled message, as text
    expect(messagesOfGroup(compiled, 'auth')).toContain('`Hello ${i?.name}`')
    expect(messagesOfGroup(compiled, 'account')).toBe('')
  })
})
