// Landing pages (SPEC §3): the list, and one by its landing id or any of its slugs.
import { Hono } from 'hono'
import { getLandingPage, listLandingPages } from '../catalogue/landing-pages.ts'
import type { ApiBindings } from '../http/context.ts'

export const landingPageRoutes = new Hono<ApiBindings>()
  .get('/landing-pages', async (c) =>
    c.json({ data: await listLandingPages(c.get('services').db) }),
  )
  .get('/landing-pages/:slug', async (c) => {
    const page = await getLandingPage(c.get('services').db, {
      slug: c.req.param('slug'),
      locale: c.get('locale'),
    })
    return c.json({ data: page })
  })
