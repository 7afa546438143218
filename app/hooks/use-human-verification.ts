import { solveAltcha } from '@contract/human-verification'
import { useLoaderData } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchAltchaChallenge } from '~/queries/human-verification'

/** `armed`: a provider's script is ready and hands out a token on submit. `off`: no check here. */
export type HumanVerificationState = 'solving' | 'ready' | 'armed' | 'failed' | 'off'

type BrowserHumanCheck =
  | { provider: 'altcha' | 'none' }
  | { provider: 'recaptcha-v3' | 'turnstile'; siteKey: string }

/** One provider in the browser: `prepare` readies the next token, `take` hands one over. */
type Verifier = {
  prepare: () => Promise<unknown>
  take: () => Promise<string>
  /** What a settled `prepare` means for the status line. */
  readyState: 'ready' | 'armed'
  dispose?: () => void
}

/**
 * The human check the deployment configures, run in the background as soon as the form shows so
 * that submitting does not wait: ALTCHA's proof of work (the reference API), reCAPTCHA v3 or
 * Turnstile (a site key), or nothing (another API that decides alone: `take()` gives undefined).
 * Each token is accepted once: `take()` hands it over and readies the next.
 */
export function useHumanVerification() {
  const check = useLoaderData({ from: '__root__', select: (data) => data.humanCheck })
  const provider = check.provider
  const siteKey = 'siteKey' in check ? (check.siteKey ?? '') : ''
  const verifier = useRef<Verifier | null>(null)
  const pending = useRef<Promise<unknown> | null>(null)
  const [state, setState] = useState<HumanVerificationState>(
    provider === 'none' ? 'off' : 'solving',
  )

  const prepare = useCallback((current: Verifier) => {
    setState('solving')
    const attempt = current.prepare()
    pending.current = attempt
    attempt.then(
      () => pending.current === attempt && setState(current.readyState),
      () => pending.current === attempt && setState('failed'),
    )
  }, [])

  useEffect(() => {
    const created = createVerifier(provider, siteKey)
    verifier.current = created
    if (created) prepare(created)
    return () => {
      created?.dispose?.()
      verifier.current = null
    }
  }, [provider, siteKey, prepare])

  const take = useCallback(async (): Promise<string | undefined> => {
    const current = verifier.current
    if (!current) return undefined
    try {
      return await current.take()
    } finally {
      prepare(current)
    }
  }, [prepare])

  return { state, take }
}

function createVerifier(provider: BrowserHumanCheck['provider'], siteKey: string) {
  if (provider === 'altcha') return altchaVerifier()
  if (provider === 'recaptcha-v3') return recaptchaVerifier(siteKey)
  if (provider === 'turnstile') return turnstileVerifier(siteKey)
  return null
}

function altchaVerifier(): Verifier {
  let next: Promise<string> | undefined
  const solve = () => {
    next = fetchAltchaChallenge().then(solveAltcha)
    return next
  }
  return {
    readyState: 'ready',
    prepare: solve,
    take: async () => {
      const solution = next ?? solve()
      next = undefined
      return solution.catch(() => solve())
    },
  }
}

type ReCaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

type Turnstile = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined
  reset: (widgetId: string) => void
  remove: (widgetId: string) => void
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha
    turnstile?: Turnstile
  }
}

const TOKEN_TIMEOUT_MS = 30_000
const scripts = new Map<string, Promise<void>>()

/** Loads a provider's script once per page (allowed by the page policy for that provider only). */
function loadScript(src: string): Promise<void> {
  const known = scripts.get(src)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scripts.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.append(script)
  })
  scripts.set(src, loading)
  return loading
}

/** The action a provider's dashboard reports: the page's last path segment (`login`, …). */
function pageAction() {
  const segment = window.location.pathname.split('/').filter(Boolean).at(-1) ?? 'submit'
  return segment.replace(/[^A-Za-z0-9_]/g, '_')
}

function recaptchaVerifier(siteKey: string): Verifier {
  const loaded = async () => {
    await loadScript(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
    )
    const grecaptcha = window.grecaptcha
    if (!grecaptcha) throw new Error('reCAPTCHA did not start')
    await new Promise<void>((resolve) => grecaptcha.ready(resolve))
    return grecaptcha
  }
  return {
    readyState: 'armed',
    prepare: loaded,
    // A v3 token lasts two minutes: it is asked for on submit, never ahead.
    take: async () => (await loaded()).execute(siteKey, { action: pageAction() }),
  }
}

function turnstileVerifier(siteKey: string): Verifier {
  let widgetId: string | undefined
  let token: string | undefined
  let waiting: { resolve: (token: string) => void; reject: (error: Error) => void }[] = []
  const settle = (outcome: { token: string } | { error: Error }) => {
    const waiters = waiting
    waiting = []
    for (const waiter of waiters) {
      if ('token' in outcome) waiter.resolve(outcome.token)
      else waiter.reject(outcome.error)
    }
  }
  const nextToken = () =>
    token !== undefined
      ? Promise.resolve(token)
      : new Promise<string>((resolve, reject) => {
          waiting.push({ resolve, reject })
          setTimeout(() => reject(new Error('Turnstile gave no token in time')), TOKEN_TIMEOUT_MS)
        })
  const widget = async () => {
    await loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
    const turnstile = window.turnstile
    // The form's slot, beside its status line: shown only if the visitor must interact.
    const slot = document.querySelector<HTMLElement>('[data-slot="human-check-widget"]')
    if (!turnstile || !slot) throw new Error('Turnstile did not start')
    widgetId ??= turnstile.render(slot, {
      sitekey: siteKey,
      action: pageAction(),
      appearance: 'interaction-only',
      callback: (value: string) => {
        token = value
        settle({ token: value })
      },
      'expired-callback': () => {
        token = undefined
      },
      'error-callback': () => {
        settle({ error: new Error('Turnstile failed') })
        // Not handled: Turnstile retries on its own.
        return false
      },
    })
    return turnstile
  }
  return {
    readyState: 'ready',
    prepare: async () => {
      await widget()
      return nextToken()
    },
    take: async () => {
      const turnstile = await widget()
      const value = await nextToken()
      token = undefined
      if (widgetId !== undefined) turnstile.reset(widgetId)
      return value
    },
    dispose: () => {
      if (widgetId !== undefined) window.turnstile?.remove(widgetId)
      settle({ error: new Error('The form is gone') })
    },
  }
}
