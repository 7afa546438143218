// Flows as users fill them in: create, answer step by step, read, list, update, delete.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { outputKindSchema } from '../contract/catalogue.ts'
import { flowListQuerySchema } from '../contract/flows.ts'
import { clientIp, currentUser, requireHuman, requireUser, signIn } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validationError } from '../http/errors.ts'
import { readFlowForm } from '../http/flow-form.ts'
import { paginate } from '../http/paginate.ts'
import { requireSession } from '../http/session.ts'
import { translate } from '../i18n/translate.ts'
import { notFound } from '../services/domain-error.ts'
import {
  answerStep,
  createFlow,
  deleteFlow,
  draftFlow,
  flowTemplate,
  getFlow,
  listFlows,
  openFlow,
  stepContent,
  stepNumber,
  updateFlow,
} from '../services/flows.ts'
import { createPasswordlessAccount } from '../services/users.ts'

/** GET /api/flows and /api/flows/type/{type}: a page of the user's flows (of one output kind). */
async function flowList(c: Context<ApiBindings>) {
  const user = await requireUser(c)
  const type = c.req.param('type')
  const output = type === undefined ? undefined : outputKindSchema.safeParse(type)
  if (output?.success === false) throw notFound(c.get('locale'))
  const { page, per_page: perPage } = flowListQuerySchema.parse(c.req.query())
  const { db, config } = c.get('services')
  const { data, total } = await listFlows({ db }, user, {
    locale: c.get('locale'),
    page,
    perPage,
    ...(output && { output: output.data }),
  })
  const path = `${config.appUrl}/api/flows${output ? `/type/${output.data}` : ''}`
  return c.json(paginate({ data, total, page, perPage, path }))
}

/** The signed-in user's flow of the path, open for answers. */
async function openFlowOfPath(c: Context<ApiBindings>) {
  const user = await requireUser(c)
  return openFlow(c.get('services'), user, {
    uuid: c.req.param('id') ?? '',
    locale: c.get('locale'),
  })
}

export const flowRoutes = new Hono<ApiBindings>()
  .on('GET', ['/flows', '/flows/type/:type'], flowList)

  .get('/flows/:id', async (c) => {
    const user = await requireUser(c)
    const flow = await getFlow(c.get('services'), user, {
      uuid: c.req.param('id'),
      locale: c.get('locale'),
    })
    return c.json({ data: flow })
  })

  .delete('/flows/:id', async (c) => {
    const user = await requireUser(c)
    await deleteFlow(c.get('services'), user, {
      uuid: c.req.param('id'),
      locale: c.get('locale'),
    })
    return c.body(null, 204)
  })

  .post('/flows/:id/steps/:step', async (c) => {
    const open = await openFlowOfPath(c)
    const step = stepNumber(open.template, c.req.param('step'), c.get('locale'))
    const { answers } = await readFlowForm(c)
    const flow = await answerStep(c.get('services'), open, {
      step,
      answers,
      locale: c.get('locale'),
    })
    return c.json({ data: flow })
  })

  .post('/flows/:id/update', async (c) => {
    const open = await openFlowOfPath(c)
    const form = await readFlowForm(c)
    const flow = await updateFlow(c.get('services'), open, {
      ...form,
      locale: c.get('locale'),
      whole: false,
    })
    return c.json({ data: flow })
  })

  .post('/flows/:id/acquisition', async (c) => {
    // The whole form at once (every step), e.g. a flow filled in before signing in.
    const open = await openFlowOfPath(c)
    const form = await readFlowForm(c)
    const flow = await updateFlow(c.get('services'), open, {
      ...form,
      locale: c.get('locale'),
      whole: true,
    })
    return c.json({ data: flow })
  })

  .post('/flows/:templateId', async (c) => {
    const services = c.get('services')
    const template = await flowTemplate(services, {
      reference: c.req.param('templateId'),
      locale: c.get('locale'),
    })
    const form = await readFlowForm(c)
    const locale = c.get('locale')
    const draft = await draftFlow(template, { ...form, locale })
    let user = await currentUser(c)
    if (!user) {
      requireSession(c)
      const { email, captcha, lang } = form.meta
      if (!email) {
        throw validationError(locale, {
          email: [
            translate(locale, 'validation.required', {
              attribute: translate(locale, 'attribute.email'),
            }),
          ],
        })
      }
      // An account is made for the address: no robot may make them in bulk.
      await requireHuman(c, captcha ?? '')
      user = await createPasswordlessAccount(services, {
        email,
        lang: lang ?? locale,
        locale,
        client: clientIp(c),
      })
      await signIn(c, user.id)
    }
    return c.json({ data: await createFlow(services, user, draft, locale) }, 201)
  })

  .get('/flow-dependent-content/:id/steps/:step', async (c) => {
    const user = await requireUser(c)
    const content = await stepContent(c.get('services'), user, {
      uuid: c.req.param('id'),
      step: c.req.param('step'),
      locale: c.get('locale'),
    })
    return c.json({ data: content })
  })
