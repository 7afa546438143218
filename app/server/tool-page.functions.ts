// Server functions of the tools' landing pages and the home page's catalogue.
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getLocale } from '../paraglide/runtime'
import { catalogueIndex } from './catalogue-index.server'
import { env } from './env.server'
import { toolPage } from './tool-page.server'

/** A tool's landing page by its slug in the page's language; null for an unknown slug. */
export const getToolPage = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().min(1).max(200) }))
  .handler(({ data }) =>
    toolPage(data.slug, getLocale(), { signedIn: getCookie(env.SESSION_COOKIE) !== undefined }),
  )

/** Every category with its tools, in the page's language (empty when the API cannot answer). */
export const listCatalogue = createServerFn({ method: 'GET' }).handler(() =>
  catalogueIndex(getLocale()),
)
