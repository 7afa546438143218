import { parse } from 'cookie'
import { CONSENT } from '../../app.config'

/** Fired on window to ask the consent manager to open its settings dialog. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'consent:open-settings'

/** Whether the visitor has already saved cookie choices (the consent manager's cookie exists). */
export function hasStoredConsent(cookieHeader: string) {
  return parse(cookieHeader)[CONSENT.cookieName] !== undefined
}

export function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))
}
