// "Your document is ready": sent when generation completes, in the user's language, unless they
// turned these mails off; it links to the result and carries a one-click unsubscribe (RFC 8058).
import { eq } from 'drizzle-orm'
import { type flowDocuments, type flows, users } from '../db/schema.ts'
import { isApiLocale } from '../i18n/translate.ts'
import type { ApiServices } from './dependencies.ts'
import { documentReadyMail } from './mail-templates.ts'
import { documentMailsUnsubscribeUrl } from './mail-unsubscribe.ts'

type Rows = {
  document: typeof flowDocuments.$inferSelect
  flow: typeof flows.$inferSelect
}

export async function sendDocumentReadyMail(
  deps: Pick<ApiServices, 'db' | 'mailer' | 'config'>,
  { document, flow }: Rows,
) {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, flow.userId) })
  if (!user?.documentEmails) return
  const locale = isApiLocale(user.lang) ? user.lang : 'en'
  const prefix = locale === 'en' ? '' : `/${locale}`
  const url = `${deps.config.appUrl}${prefix}/successful-flow?flow_uuid=${flow.uuid}`
  const unsubscribe = documentMailsUnsubscribeUrl(deps.config, user.id)
  await deps.mailer.send({
    ...documentReadyMail({
      locale,
      to: user.email,
      name: user.name,
      url,
      documentName: document.name,
      unsubscribeUrl: unsubscribe,
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}
