// "Sign in with Google" (SPEC §7): Google Identity Services renders its own button and hands
// back a signed credential, which the page sends to the API.
import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '~/lib/error-message'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { GOOGLE_BUTTON_HEIGHTS_PX } from '../../../app.config'
import { AuthDivider } from './auth-card'

const SCRIPT_URL = 'https://accounts.google.com/gsi/client'

type ButtonSize = keyof typeof GOOGLE_BUTTON_HEIGHTS_PX

type GoogleIdentity = {
  initialize: (config: {
    client_id: string
    callback: (response: unknown) => void
    ux_mode?: 'popup' | 'redirect'
    cancel_on_tap_outside?: boolean
  }) => void
  renderButton: (
    parent: HTMLElement,
    options: {
      type: 'standard'
      theme: 'outline'
      size: ButtonSize
      text: 'signin_with' | 'signup_with'
      shape: 'rectangular'
      locale: string
      width?: number
    },
  ) => void
  prompt: () => void
  cancel: () => void
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } }
  }
}

let script: Promise<GoogleIdentity> | null = null

/** Adds Google's script to the page once; a failed load may be tried again later. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script')
    element.src = SCRIPT_URL
    element.async = true
    element.onload = () => {
      const identity = window.google?.accounts.id
      if (identity) resolve(identity)
      else reject(new Error('Google Identity Services did not start'))
    }
    element.onerror = () => {
      element.remove()
      script = null
      reject(new Error('Google Identity Services could not be loaded'))
    }
    document.head.append(element)
  })
  return script
}

/**
 * Google's callback: a credential goes to `onCredential`; no credential, or a failure of
 * `onCredential` (the API's message), becomes an error toast.
 */
export async function handleGoogleResponse(
  response: unknown,
  onCredential: (credential: string) => Promise<void>,
) {
  const credential =
    typeof response === 'object' && response !== null && 'credential' in response
      ? response.credential
      : undefined
  if (typeof credential !== 'string' || credential === '') {
    toast({ content: m.auth_google_failed(), severity: 'error' })
    return
  }
  try {
    await onCredential(credential)
  } catch (error) {
    toast({ content: errorMessage(error), severity: 'error' })
  }
}

type GoogleSignInProps = {
  clientId: string
  /** 'signup_with' on the register page. */
  text: 'signin_with' | 'signup_with'
  onCredential: (credential: string) => Promise<void>
  size?: ButtonSize
  /** Also offer Google's one-tap prompt. */
  oneTap?: boolean
}

/** An "or" divider and Google's button; nothing at all when Google's script cannot load. */
export function GoogleSignIn({
  clientId,
  text,
  onCredential,
  size = 'large',
  oneTap = false,
}: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null)
  const latest = useRef(onCredential)
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    latest.current = onCredential
  }, [onCredential])

  useEffect(() => {
    let active = true
    loadGoogleIdentity().then(
      (identity) => {
        const parent = container.current
        if (!active || !parent) return
        identity.initialize({
          client_id: clientId,
          callback: (response) => handleGoogleResponse(response, (token) => latest.current(token)),
          ux_mode: 'popup',
          cancel_on_tap_outside: true,
        })
        identity.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size,
          text,
          shape: 'rectangular',
          locale: getLocale(),
          width: parent.clientWidth || undefined,
        })
        if (oneTap) identity.prompt()
      },
      () => active && setUnavailable(true),
    )
    return () => {
      active = false
      if (oneTap) window.google?.accounts.id.cancel()
    }
  }, [clientId, size, text, oneTap])

  if (unavailable) return null
  return (
    <>
      <AuthDivider />
      <div
        ref={container}
        className="flex justify-center"
        style={{ minHeight: GOOGLE_BUTTON_HEIGHTS_PX[size] }}
      />
    </>
  )
}
