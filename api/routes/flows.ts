// Flows as users fill them in: create, answer step by step, read, list, update, delete.
import { Hono } from 'hono'
import { z } from 'zod'
import { findTemplate } from '../catalogue/catalogue.ts'
import { flowListQuerySchema } from '../contract/flows.ts'
import { flows } from '../db/schema.ts'
import { dependentContent } from '../flows/dependent-content.ts'
import {
  answersSoFar,
  checkedAnswers,
  checkVariation,
  notFound,
  ownFlow,
  readFlowForm,
  requireOpen,
  respondWithFlow,
  saveSettings,
  stepOfField,
  storageContext,
  templateOf,
} from '../flows/flow-requests.ts'
import { deleteFlow, flowAnswers, flowPage, paginate, saveAnswers } from '../flows/flow-store.ts'
import { clientIp, currentUser, requireHuman, requireUser, signIn } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { HttpError, tooManyRequests, validationError } from '../http/errors.ts'
import { requireSession } from '../http/session.ts'
import { translate } from '../i18n/translate.ts'
import { mailLoginLink } from '../services/login-tokens.ts'
import { createUser, findUserByEmail } from '../services/users.ts'

const ANONYMOUS_FLOWS_PER_HOUR = 10
type FlowBindings = ApiBindings

const stepParam = z.coerce.number().int().min(1).max(20)

export const flowRoutes = new Hono<FlowBindings>()
  .get('/flows', async (c) => {
    const user = await requireUser(c)
    const { page, per_page: perPage } = flowListQuerySchema.parse(c.req.query())
    const { data, total } = await flowPage({
      db: c.get('services').db,
      userId: user.id,
      locale: c.get('locale'),
      page,
      perPage,
    })
    return c.json(
      paginate({
        data,
        total,
        page,
        perPage,
        path: `${c.get('services').config.appUrl}/api/flows`,
      }),
    )
  })

  .get('/flows/type/:type', async (c) => {
    const user = await requireUser(c)
    const type = z.enum(['document', 'pdf', 'music', 'speech']).safeParse(c.req.param('type'))
    if (!type.success) throw notFound(c)
    const { page, per_page: perPage } = flowListQuerySchema.parse(c.req.query())
    const { data, total } = await flowPage({
      db: c.get('services').db,
      userId: user.id,
      locale: c.get('locale'),
      page,
      perPage,
      output: type.data,
    })
    const path = `${c.get('services').config.appUrl}/api/flows/type/${type.data}`
    return c.json(paginate({ data, total, page, perPage, path }))
  })

  .get('/flows/:id', async (c) => respondWithFlow(c, await ownFlow(c)))

  .delete('/flows/:id', async (c) => {
    const flow = await ownFlow(c)
    await deleteFlow(c.get('services').db, c.get('services').storage, flow)
    return c.body(null, 204)
  })

  .post('/flows/:id/steps/:step', async (c) => {
    const flow = await ownFlow(c)
    requireOpen(c, flow)
    const template = await templateOf(c, flow)
    const step = stepParam.safeParse(c.req.param('step'))
    if (!step.success || step.data > template.definition.steps.length) throw notFound(c)
    const { answers } = await readFlowForm(c)
    const earlier = await answersSoFar(c, flow)
    const current = Math.max(
      1,
      ...(await flowAnswers(c.get('services').db, flow.id)).map((answer) => answer.step),
    )
    if (step.data > current + 1) {
      const locale = c.get('locale')
      throw validationError(locale, {
        step: [translate(locale, 'flows.step_order', { step: current + 1 })],
      })
    }
    const values = await checkedAnswers(c, template, [step.data], answers, earlier, false)
    await saveAnswers({ ...storageContext(c), flow, step: () => step.data, values })
    return respondWithFlow(c, flow)
  })

  .post('/flows/:id/update', async (c) => {
    const flow = await ownFlow(c)
    requireOpen(c, flow)
    const template = await templateOf(c, flow)
    const { meta, answers } = await readFlowForm(c)
    checkVariation(c, template, meta.variationKey)
    const steps = template.definition.steps.map((_, index) => index + 1)
    const values = await checkedAnswers(
      c,
      template,
      steps,
      answers,
      await answersSoFar(c, flow),
      true,
    )
    await saveAnswers({ ...storageContext(c), flow, step: stepOfField(template), values })
    return respondWithFlow(c, await saveSettings(c, flow, meta))
  })

  .post('/flows/:id/acquisition', async (c) => {
    // The whole form at once (every step), e.g. a flow filled in before signing in.
    const flow = await ownFlow(c)
    requireOpen(c, flow)
    const template = await templateOf(c, flow)
    const { meta, answers } = await readFlowForm(c)
    checkVariation(c, template, meta.variationKey)
    const steps = template.definition.steps.map((_, index) => index + 1)
    const values = await checkedAnswers(c, template, steps, answers, new Map(), false)
    await saveAnswers({ ...storageContext(c), flow, step: stepOfField(template), values })
    return respondWithFlow(c, await saveSettings(c, flow, meta))
  })

  .post('/flows/:templateId', async (c) => {
    const locale = () => c.get('locale')
    const template = await findTemplate(c.get('services').db, c.req.param('templateId'))
    if (!template) throw notFound(c)
    const { meta, answers } = await readFlowForm(c)
    checkVariation(c, template, meta.variationKey)
    const values = await checkedAnswers(c, template, [1], answers, new Map(), false)
    const { db, clock, rateLimiter } = c.get('services')
    let user = await currentUser(c)
    const signedInBefore = user !== undefined
    if (!user) {
      requireSession(c)
      if (!meta.email) {
        throw validationError(locale(), {
          email: [
            translate(locale(), 'validation.required', {
              attribute: translate(locale(), 'attribute.email'),
            }),
          ],
        })
      }
      // An account is made for the address: no robot may make them in bulk.
      await requireHuman(c, meta.captcha ?? '')
      const { hits, availableIn } = await rateLimiter.hit(`anonymous-flow|${clientIp(c)}`, 3600)
      if (hits > ANONYMOUS_FLOWS_PER_HOUR) {
        throw tooManyRequests(
          translate(locale(), 'http.too_many_requests', { seconds: availableIn }),
          availableIn,
        )
      }
      if (await findUserByEmail(db, meta.email)) {
        throw new HttpError(409, { message: translate(locale(), 'flows.email_taken') })
      }
      const created = await createUser(
        db,
        {
          name: meta.email.split('@')[0] ?? meta.email,
          email: meta.email,
          passwordHash: null,
          lang: meta.lang ?? locale(),
        },
        clock.now(),
      )
      if (!created) throw new HttpError(409, { message: translate(locale(), 'flows.email_taken') })
      await signIn(c, created.id)
      user = created
    }
    const now = clock.now()
    const [flow] = await db
      .insert(flows)
      .values({
        uuid: crypto.randomUUID(),
        userId: user.id,
        templateId: template.id,
        locale: meta.flowLocale ?? locale(),
        variationKey: meta.variationKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!flow) throw new Error('The flow was not created')
    await saveAnswers({ ...storageContext(c), flow, step: () => 1, values })
    // Typing an address proves nothing: its owner gets the link that does (and ends other access).
    if (!signedInBefore) await mailLoginLink(c.get('services'), user, meta.lang ?? locale())
    return respondWithFlow(c, flow, 201)
  })

  .get('/flow-dependent-content/:id/steps/:step', async (c) => {
    const flow = await ownFlow(c)
    const template = await templateOf(c, flow)
    const step = stepParam.safeParse(c.req.param('step'))
    const content = step.success
      ? dependentContent(
          template.definition,
          step.data,
          await answersSoFar(c, flow),
          c.get('locale'),
        )
      : undefined
    if (!content) throw notFound(c)
    return c.json({ data: content })
  })
