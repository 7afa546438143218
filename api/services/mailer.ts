// Outgoing mail through nodemailer: SMTP when configured, otherwise the database outbox.
import nodemailer from 'nodemailer'
import type { Database } from '../db/database.ts'
import { mailOutbox } from '../db/schema.ts'
import type { Clock } from './clock.ts'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>
}

export type Mailer = {
  transport: 'smtp' | 'outbox'
  send: (mail: OutgoingMail) => Promise<void>
}

export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  db: Database
  clock: Clock
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl)
    return {
      transport: 'smtp',
      send: async (mail) => {
        await transporter.sendMail({ from: options.from, ...mail })
      },
    }
  }
  // Builds the message as SMTP would (addresses and encodings checked), then keeps it.
  const builder = nodemailer.createTransport({ jsonTransport: true })
  return {
    transport: 'outbox',
    send: async (mail) => {
      await builder.sendMail({ from: options.from, ...mail })
      await options.db.insert(mailOutbox).values({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? null,
        createdAt: options.clock.now(),
      })
    },
  }
}
