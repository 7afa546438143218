// POST /api/extract-document-text: the text of an uploaded document, for any visitor's session.
import { Hono } from 'hono'
import { extractTextRequestSchema } from '../contract/extraction.ts'
import { clientIp } from '../http/auth.ts'
import { UPLOAD_BODY_LIMIT_BYTES } from '../http/body.ts'
import type { ApiBindings } from '../http/context.ts'
import { validationError } from '../http/errors.ts'
import { requireSession } from '../http/session.ts'
import { readFields, validateFields } from '../http/validate.ts'
import { isApiLocale, translate } from '../i18n/translate.ts'
import { extractDocumentText, throttleExtraction } from '../services/text-extraction.ts'

export const extractionRoutes = new Hono<ApiBindings>().post(
  '/extract-document-text',
  async (c) => {
    requireSession(c)
    await throttleExtraction(c.get('services'), { client: clientIp(c), locale: c.get('locale') })
    const fields = await readFields(c, { multipartBytes: UPLOAD_BODY_LIMIT_BYTES })
    if (isApiLocale(fields.lang)) c.set('locale', fields.lang)
    const locale = c.get('locale')
    // Text, or several parts, where the file should be: zod would call it "not a string".
    if (fields.file !== undefined && !(fields.file instanceof File)) {
      const attribute = translate(locale, 'attribute.file')
      throw validationError(locale, {
        file: [translate(locale, 'validation.file', { attribute })],
      })
    }
    const { file } = validateFields(locale, extractTextRequestSchema, fields)
    const text = await extractDocumentText(new Uint8Array(await file.arrayBuffer()), locale)
    return c.json({ text })
  },
)
