// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import {
  hasStoredConsent,
  OPEN_CONSENT_SETTINGS_EVENT,
  openConsentSettings,
} from './consent-settings'

describe('consent settings', () => {
  it('knows whether choices were saved', () => {
    expect(hasStoredConsent('')).toBe(false)
    expect(hasStoredConsent('NEXT_LOCALE=fr')).toBe(false)
    expect(hasStoredConsent('NEXT_LOCALE=fr; consentManager=%7B%7D')).toBe(true)
    expect(hasStoredConsent('xconsentManager=1')).toBe(false)
  })

  it('asks the consent manager to open its settings', () => {
    const listener = vi.fn()
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener)
    openConsentSettings()
    expect(listener).toHaveBeenCalledOnce()
    window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener)
  })
})
