// The API's emails, in the recipient's language: plain text plus a simple, escaped HTML part.
import { type ApiLocale, translate } from '../i18n/translate.ts'
import type { OutgoingMail } from './mailer.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function passwordResetMail(options: {
  locale: ApiLocale
  to: string
  name: string
  url: string
  minutes: number
}): OutgoingMail {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(options.locale, key, params)
  const lines = {
    greeting: t('mail.greeting', { name: options.name }),
    intro: t('mail.reset.intro'),
    action: t('mail.reset.action'),
    expiry: t('mail.reset.expiry', { minutes: options.minutes }),
    ignore: t('mail.reset.ignore'),
    signature: t('mail.signature'),
  }
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${options.url}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    lines.signature,
  ].join('\n')
  const html = `<!doctype html><html lang="${options.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p>${escapeHtml(lines.expiry)}<br>${escapeHtml(lines.ignore)}</p>
<p>${escapeHtml(lines.signature)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(t('mail.reset.fallback', { url: options.url }))}</p>
</body></html>`
  return { to: options.to, subject: t('mail.reset.subject'), text, html }
}

export function loginLinkMail(options: {
  locale: ApiLocale
  to: string
  name: string
  url: string
  hours: number
}): OutgoingMail {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(options.locale, key, params)
  const lines = {
    greeting: t('mail.greeting', { name: options.name }),
    intro: t('mail.login.intro'),
    action: t('mail.login.action'),
    expiry: t('mail.login.expiry', { hours: options.hours }),
    ignore: t('mail.login.ignore'),
    signature: t('mail.signature'),
  }
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${options.url}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    lines.signature,
  ].join('\n')
  const html = `<!doctype html><html lang="${options.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p>${escapeHtml(lines.expiry)}<br>${escapeHtml(lines.ignore)}</p>
<p>${escapeHtml(lines.signature)}</p>
</body></html>`
  return { to: options.to, subject: t('mail.login.subject'), text, html }
}
