// The human check before an abusable action (sign-up, sign-in, reset links): the caller passes
// the solution its client sent, and the client's address for the providers that want it.
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { invalidField } from './domain-error.ts'

export type HumanChecked = { captcha: string; client: string; locale: ApiLocale }

/** Refused input on `captcha` unless its solution is valid and unused. */
export async function verifyHuman(
  deps: Pick<ApiServices, 'humanVerifier'>,
  { captcha, client, locale }: HumanChecked,
) {
  if (await deps.humanVerifier.verify(captcha, client)) return
  throw invalidField(locale, 'captcha', translate(locale, 'auth.captcha_failed'))
}
