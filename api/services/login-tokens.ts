// One-time sign-in links (`?login_token=`): only the token's digest is stored.
import type { Database } from '../db/database.ts'
import { loginTokens, type UserRow } from '../db/schema.ts'
import type { ApiLocale } from '../i18n/translate.ts'
import type { Clock } from './clock.ts'
import type { ApiServices } from './dependencies.ts'
import { loginLinkMail } from './mail-templates.ts'
import { randomToken, sha256 } from './tokens.ts'

export const LOGIN_TOKEN_TTL_MINUTES = 60 * 24

export async function issueLoginToken(db: Database, clock: Clock, userId: number) {
  const token = randomToken(32)
  await db.insert(loginTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(clock.now().getTime() + LOGIN_TOKEN_TTL_MINUTES * 60_000),
  })
  return token
}

/** Mails a link that signs `user` in on their dashboard (and so proves the address). */
export async function mailLoginLink(
  services: Pick<ApiServices, 'db' | 'clock' | 'config' | 'mailer'>,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
  locale: ApiLocale,
) {
  const token = await issueLoginToken(services.db, services.clock, user.id)
  const prefix = locale === 'en' ? '' : `/${locale}`
  await services.mailer.send(
    loginLinkMail({
      locale,
      to: user.email,
      name: user.name,
      url: `${services.config.appUrl}${prefix}/dashboard?${new URLSearchParams({ login_token: token })}`,
      hours: LOGIN_TOKEN_TTL_MINUTES / 60,
    }),
  )
}
