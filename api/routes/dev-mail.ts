// On a developer's machine (APP_ENV=local), the outbox is readable in a browser so a person can
// follow a reset link.
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { mailOutbox } from '../db/schema.ts'
import type { ApiBindings } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}</style>
</head><body>${body}</body></html>`

// Stored mail is our own escaped HTML; this policy still forbids any script or remote load.
const SAFE_HTML = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

export const devMailRoutes = new Hono<ApiBindings>()
  .get('/mail', async (c) => {
    const mails = await c.get('services').db.query.mailOutbox.findMany({
      orderBy: desc(mailOutbox.id),
      limit: 100,
    })
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(mail.createdAt.toISOString())}</td><td>${escapeHtml(mail.recipient)}</td>` +
          `<td><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('')
    const table = rows
      ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mail yet.</p>'
    c.header('Content-Security-Policy', SAFE_HTML)
    return c.html(
      page(
        'Outbox',
        `<h1>Outbox</h1><p>Mail the API would have sent (no SMTP server is configured).</p>${table}`,
      ),
    )
  })
  .get('/mail/:id{[0-9]+}', async (c) => {
    const mail = await c.get('services').db.query.mailOutbox.findFirst({
      where: eq(mailOutbox.id, Number(c.req.param('id'))),
    })
    if (!mail) throw new HttpError(404, { message: 'Not found.' })
    c.header('Content-Security-Policy', SAFE_HTML)
    return c.html(mail.html)
  })
