// Links in mails that work without signing in: GET shows what the link does and asks to confirm
// (mail scanners follow links, so GET changes nothing); POST does it, from that page or from a
// mail client's one-click unsubscribe (RFC 8058). The signed token is the only credential.
import { Hono } from 'hono'
import type { ApiBindings } from '../http/context.ts'
import { type ApiLocale, translate } from '../i18n/translate.ts'
import { tokenUser, unsubscribeDocumentMails } from '../services/mail-unsubscribe.ts'

export const MAIL_UNSUBSCRIBE = '/api/mail/unsubscribe'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(locale: ApiLocale, body: string) {
  const title = escapeHtml(translate(locale, 'mail.unsubscribe.title'))
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;max-width:32rem;margin:4rem auto;padding:0 1rem">${body}</body></html>`
}

const headers = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
}

export const mailRoutes = new Hono<ApiBindings>()
  .get('/mail/unsubscribe', (c) => {
    const locale = c.get('locale')
    const token = c.req.query('token') ?? ''
    const { config, clock } = c.get('services')
    if (tokenUser(config, token, clock.now()) === null) {
      return c.html(
        page(locale, `<p>${escapeHtml(translate(locale, 'mail.unsubscribe.invalid'))}</p>`),
        404,
        headers,
      )
    }
    const form = `<h1 style="font-size:1.4rem">${escapeHtml(translate(locale, 'mail.unsubscribe.title'))}</h1>
<p>${escapeHtml(translate(locale, 'mail.unsubscribe.explain'))}</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="padding:10px 18px;border-radius:8px;border:0;background:#4f46e5;color:#fff;font:inherit;cursor:pointer">${escapeHtml(translate(locale, 'mail.unsubscribe.confirm'))}</button></form>`
    return c.html(page(locale, form), 200, headers)
  })

  .post('/mail/unsubscribe', async (c) => {
    const locale = c.get('locale')
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const fromBody = 'token' in form && typeof form.token === 'string' ? form.token : undefined
    const token = c.req.query('token') ?? fromBody ?? ''
    const done = await unsubscribeDocumentMails(c.get('services'), token)
    const message = translate(locale, done ? 'mail.unsubscribe.done' : 'mail.unsubscribe.invalid')
    return c.html(page(locale, `<p>${escapeHtml(message)}</p>`), done ? 200 : 404, headers)
  })
