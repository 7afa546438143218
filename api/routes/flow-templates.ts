// The catalogue endpoints: templates, categories, forms, allowances, recently viewed, search.
import { desc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  categoriesWithTemplates,
  listTemplates,
  templateCategories,
  templateForm,
  templateSummaries,
  templateSummary,
} from '../catalogue/catalogue.ts'
import { combinedSearch } from '../catalogue/search.ts'
import { flowTemplates, templateViews } from '../db/schema.ts'
import { currentUser, requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validateFields } from '../http/validate.ts'
import { notFound } from '../services/domain-error.ts'
import { flowTemplate } from '../services/flows.ts'
import { remainingRequests } from '../services/generation.ts'
import { templateExample } from '../services/template-example.ts'

const RECENTLY_VIEWED = 10
const searchSchema = z.object({ searchQuery: z.string().max(200).optional() })

/** The template of the path's `:id` (an id, key or slug), or not found. */
function templateOfPath(c: Context<ApiBindings>) {
  return flowTemplate(c.get('services'), {
    reference: c.req.param('id') ?? '',
    locale: c.get('locale'),
  })
}

export const flowTemplateRoutes = new Hono<ApiBindings>()
  .get('/flow-templates', async (c) =>
    c.json({ data: await listTemplates(c.get('services').db, c.get('locale')) }),
  )

  .get('/flow-templates-categories', async (c) =>
    c.json({ data: await categoriesWithTemplates(c.get('services').db, c.get('locale')) }),
  )

  .get('/flow-template-categories', async (c) => {
    const categories = await categoriesWithTemplates(c.get('services').db, c.get('locale'))
    return c.json(
      categories.map((category) => ({
        slug: category.slug,
        name: category.name,
        flowTemplates: category.flow_templates.map((template) => ({
          slug: template.slug,
          name: template.name,
        })),
      })),
    )
  })

  .get('/flow-templates/:id/form', async (c) => {
    const template = await templateOfPath(c)
    const { db, clock } = c.get('services')
    const locale = c.get('locale')
    const summary = await templateSummary(db, template.id, locale)
    if (!summary) throw notFound(locale)
    const user = await currentUser(c)
    if (user) {
      const viewedAt = clock.now()
      await db
        .insert(templateViews)
        .values({ userId: user.id, templateId: template.id, viewedAt })
        .onConflictDoUpdate({
          target: [templateViews.userId, templateViews.templateId],
          set: { viewedAt },
        })
    }
    return c.json({ data: templateForm(template, summary, locale) })
  })

  .get('/flow-templates/:id/example', async (c) => {
    const template = await templateOfPath(c)
    const locale = c.get('locale')
    const html = await templateExample(template, locale, c.get('services').clock.now())
    if (html === null) throw notFound(locale)
    return c.json({ data: { html } })
  })

  .get('/flow-templates/:id/categories', async (c) => {
    const template = await templateOfPath(c)
    return c.json({
      data: await templateCategories(c.get('services').db, template.id, c.get('locale')),
    })
  })

  .get('/flow-templates/:id/remaining-requests', async (c) => {
    const user = await requireUser(c)
    const template = await templateOfPath(c)
    return c.json({
      remaining_requests: await remainingRequests(c.get('services'), user, template),
      monthly_allowance: template.freeRequestsPerMonth,
    })
  })

  .get('/dashboard/flow-templates/recently-viewed', async (c) => {
    const user = await requireUser(c)
    const { db } = c.get('services')
    const data = await templateSummaries(db, c.get('locale'))
      .innerJoin(templateViews, eq(templateViews.templateId, flowTemplates.id))
      .where(eq(templateViews.userId, user.id))
      .orderBy(desc(templateViews.viewedAt))
      .limit(RECENTLY_VIEWED)
    return c.json({ data })
  })

  .get('/combined-search', async (c) => {
    const { searchQuery } = validateFields(c.get('locale'), searchSchema, {
      searchQuery: c.req.query('searchQuery'),
    })
    return c.json(await combinedSearch(c.get('services').db, c.get('locale'), searchQuery ?? ''))
  })
