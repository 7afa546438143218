// Processing a flow into its result (SPEC §7 "Flows"): process, process-from-outline, completion
// status, the final result, its thumbnail choice, and revising it by instruction.
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  processFlowSchema,
  processFromOutlineSchema,
  reviseFlowSchema,
  selectThumbnailSchema,
} from '../contract/generation.ts'
import { requireUser } from '../http/auth.ts'
import type { ApiBindings } from '../http/context.ts'
import { validateBody } from '../http/validate.ts'
import { finalResult, selectThumbnail } from '../services/document-results.ts'
import { completionStatus, processFlow } from '../services/generation.ts'
import { reviseFlow } from '../services/revision.ts'

async function flowOfPath(c: Context<ApiBindings>) {
  const user = await requireUser(c)
  return { services: c.get('services'), user, uuid: c.req.param('id') ?? '' }
}

export const generationRoutes = new Hono<ApiBindings>()
  .post('/flows/:id/process', async (c) => {
    const { services, user, uuid } = await flowOfPath(c)
    const { documentName } = await validateBody(c, processFlowSchema)
    const status = await processFlow(services, user, {
      uuid,
      locale: c.get('locale'),
      documentName,
    })
    return c.json(status, 202)
  })

  .post('/flows/:id/process-from-outline', async (c) => {
    const { services, user, uuid } = await flowOfPath(c)
    const body = await validateBody(c, processFromOutlineSchema)
    const status = await processFlow(services, user, {
      uuid,
      locale: c.get('locale'),
      ...(body.documentName !== undefined && { documentName: body.documentName }),
      // Without one in the body, the outline step's saved answer.
      outline: body.outline ?? null,
    })
    return c.json(status, 202)
  })

  .get('/flows/:id/completion-status', async (c) => {
    const { services, user, uuid } = await flowOfPath(c)
    return c.json(await completionStatus(services, user, { uuid, locale: c.get('locale') }))
  })

  .get('/flows/:id/final', async (c) => {
    const { services, user, uuid } = await flowOfPath(c)
    return c.json({
      data: await finalResult(services, user, { flowUuid: uuid, locale: c.get('locale') }),
    })
  })

  .post('/flows/:id/select-thumbnail', async (c) => {
    const { services, user, uuid } = await flowOfPath(c)
    const { document_path: path } = await validateBody(c, selectThumbnailSchema)
    const locale = c.get('locale')
    return c.json({ data: await selectThumbnail(services, user, { flowUuid: uuid, path, locale }) })
  })

  .post('/revise-and-retry-flow', async (c) => {
    const user = await requireUser(c)
    const body = await validateBody(c, reviseFlowSchema)
    return c.json(await reviseFlow(c.get('services'), user, { ...body, locale: c.get('locale') }))
  })
