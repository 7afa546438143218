// The API's emails, in the recipient's language: plain text plus a simple, escaped HTML part.
import type { MessageKey } from '../i18n/en.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { OutgoingMail } from './mailer.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type ActionMail = {
  locale: ApiLocale
  to: string
  name: string
  url: string
  subject: MessageKey
  subjectParams?: Record<string, string>
  intro: MessageKey
  introParams?: Record<string, string>
  action: MessageKey
  expiry?: [MessageKey, Record<string, number>]
  ignore?: MessageKey
  fallback?: MessageKey
  /** A last line with a link of its own (such as unsubscribing). */
  footer?: { key: MessageKey; url: string }
}

/** A mail that asks the reader to follow one link: greeting, intro, button, expiry, signature. */
function actionMail(mail: ActionMail): OutgoingMail {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(mail.locale, key, params)
  const lines = {
    greeting: t('mail.greeting', { name: mail.name }),
    intro: t(mail.intro, mail.introParams),
    action: t(mail.action),
    expiry: mail.expiry ? t(mail.expiry[0], mail.expiry[1]) : null,
    ignore: mail.ignore ? t(mail.ignore) : null,
    signature: t('mail.signature'),
    footer: mail.footer ? t(mail.footer.key) : null,
  }
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${mail.url}`,
    '',
    ...(lines.expiry ? [lines.expiry] : []),
    ...(lines.ignore ? [lines.ignore] : []),
    ...(lines.expiry || lines.ignore ? [''] : []),
    lines.signature,
    ...(lines.footer && mail.footer ? ['', `${lines.footer}: ${mail.footer.url}`] : []),
  ].join('\n')
  const fallback = mail.fallback
    ? `\n<p style="font-size:12px;color:#6b7280">${escapeHtml(t(mail.fallback, { url: mail.url }))}</p>`
    : ''
  const footer =
    lines.footer && mail.footer
      ? `\n<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(mail.footer.url)}" style="color:#6b7280">${escapeHtml(lines.footer)}</a></p>`
      : ''
  const html = `<!doctype html><html lang="${mail.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(mail.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(lines.action)}</a></p>
${
  lines.expiry || lines.ignore
    ? `<p>${[lines.expiry, lines.ignore]
        .filter((line) => line !== null)
        .map(escapeHtml)
        .join('<br>')}</p>`
    : ''
}
<p>${escapeHtml(lines.signature)}</p>${fallback}${footer}
</body></html>`
  return { to: mail.to, subject: t(mail.subject, mail.subjectParams), text, html }
}

type Recipient = { locale: ApiLocale; to: string; name: string; url: string }

export function passwordResetMail(options: Recipient & { minutes: number }): OutgoingMail {
  return actionMail({
    ...options,
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    action: 'mail.reset.action',
    expiry: ['mail.reset.expiry', { minutes: options.minutes }],
    ignore: 'mail.reset.ignore',
    fallback: 'mail.reset.fallback',
  })
}

export function loginLinkMail(options: Recipient & { hours: number }): OutgoingMail {
  return actionMail({
    ...options,
    subject: 'mail.login.subject',
    intro: 'mail.login.intro',
    action: 'mail.login.action',
    expiry: ['mail.login.expiry', { hours: options.hours }],
    ignore: 'mail.login.ignore',
  })
}

export function emailChangeMail(options: Recipient & { hours: number }): OutgoingMail {
  return actionMail({
    ...options,
    subject: 'mail.email_change.subject',
    intro: 'mail.email_change.intro',
    action: 'mail.email_change.action',
    expiry: ['mail.email_change.expiry', { hours: options.hours }],
    ignore: 'mail.email_change.ignore',
  })
}

/** To the current address: a change to `newEmail` was asked for (it happens once confirmed). */
export function emailChangeNoticeMail(
  options: Recipient & { hours: number; newEmail: string },
): OutgoingMail {
  return actionMail({
    ...options,
    subject: 'mail.email_change_notice.subject',
    intro: 'mail.email_change_notice.intro',
    introParams: { email: options.newEmail },
    action: 'mail.email_change_notice.action',
    expiry: ['mail.email_change_notice.expiry', { hours: options.hours }],
    ignore: 'mail.email_change_notice.ignore',
  })
}

/** A document is ready: a link to the result, and one to stop these mails. */
export function documentReadyMail(
  options: Recipient & { documentName: string; unsubscribeUrl: string },
): OutgoingMail {
  return actionMail({
    ...options,
    subject: 'mail.document_ready.subject',
    subjectParams: { name: options.documentName },
    intro: 'mail.document_ready.intro',
    introParams: { name: options.documentName },
    action: 'mail.document_ready.action',
    footer: { key: 'mail.document_ready.unsubscribe', url: options.unsubscribeUrl },
  })
}
