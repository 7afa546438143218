import { Hono } from 'hono'
import { isNamespace, translationNamespace } from '../catalogue/translations.ts'
import type { ApiBindings } from '../http/context.ts'
import { isApiLocale } from '../i18n/translate.ts'

/** GET /api/translations/{namespace}/{locale}: an unknown namespace or locale gives `{}`. */
export const translationRoutes = new Hono<ApiBindings>().get(
  '/translations/:namespace/:locale',
  async (c) => {
    const { namespace, locale } = c.req.param()
    if (!isNamespace(namespace) || !isApiLocale(locale)) return c.json({})
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(await translationNamespace(c.get('services').db, namespace, locale))
  },
)
