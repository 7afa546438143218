// The flow service called directly, with no HTTP: results, domain errors as typed values, and a
// bounded number of statements for a page of flows.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formSteps, type TemplateRecord } from '../catalogue/catalogue.ts'
import { flowInputs, flows, type UserRow } from '../db/schema.ts'
import { validAnswers } from '../testing/answers.ts'
import { domainErrorOf } from '../testing/domain-error-of.ts'
import { serviceTestSetup } from '../testing/service-deps.ts'
import {
  answerStep,
  createFlow,
  draftFlow,
  flowTemplate,
  getFlow,
  listFlows,
  openFlow,
  stepNumber,
} from './flows.ts'

const fixture = serviceTestSetup()
const setup = () => fixture.setup
let template: TemplateRecord

beforeAll(async () => {
  template = await flowTemplate(setup().deps, { reference: 'cover_letter', locale: 'en' })
})

const firstStepAnswers = () => {
  const [first] = formSteps(template.definition, 'en')
  return new Map(Object.entries(validAnswers(first?.fields ?? [])))
}

async function startFlow(user: UserRow) {
  const draft = await draftFlow(template, { meta: {}, answers: firstStepAnswers(), locale: 'en' })
  return createFlow(setup().deps, user, draft, 'en')
}

describe('flows, without HTTP', () => {
  it('starts a flow with its first answers and reads it back', async () => {
    const user = await setup().user()
    const started = await startFlow(user)
    expect(started.flow_template.key).toBe('cover_letter')
    expect(started.inputs.length).toBeGreaterThan(0)
    const read = await getFlow(setup().deps, user, { uuid: started.uuid, locale: 'fr' })
    expect(read.uuid).toBe(started.uuid)
    expect(read.inputs).toEqual(started.inputs)
  })

  it("answers someone else's flow as not found, a typed value", async () => {
    const owner = await setup().user()
    const stranger = await setup().user()
    const { uuid } = await startFlow(owner)
    const error = await domainErrorOf(() => getFlow(setup().deps, stranger, { uuid, locale: 'fr' }))
    expect(error).toMatchObject({ code: 'not_found', message: 'Introuvable.', fields: undefined })
  })

  it('refuses answers once the flow is submitted (conflict)', async () => {
    const user = await setup().user()
    const { uuid } = await startFlow(user)
    await setup().deps.db.update(flows).set({ status: 'completed' }).where(eq(flows.uuid, uuid))
    const error = await domainErrorOf(() => openFlow(setup().deps, user, { uuid, locale: 'en' }))
    expect(error.code).toBe('conflict')
    expect(error.message).toBe('This flow has already been submitted and can no longer be changed.')
  })

  it('refuses a step past the next one, with the field in error', async () => {
    const user = await setup().user()
    const open = await openFlow(setup().deps, user, {
      uuid: (await startFlow(user)).uuid,
      locale: 'en',
    })
    const error = await domainErrorOf(() =>
      answerStep(setup().deps, open, { step: 3, answers: new Map(), locale: 'en' }),
    )
    expect(error.code).toBe('validation')
    expect(error.fields).toEqual({ step: ['Please complete step 2 first.'] })
  })

  it('refuses an unknown variation and a step the template does not have', async () => {
    const error = await domainErrorOf(() =>
      draftFlow(template, { meta: { variationKey: 'nope' }, answers: new Map(), locale: 'en' }),
    )
    expect(error.code).toBe('validation')
    expect(Object.keys(error.fields ?? {})).toContain('variationKey')
    expect((await domainErrorOf(() => stepNumber(template, '99', 'en'))).code).toBe('not_found')
    expect(stepNumber(template, '2', 'en')).toBe(2)
  })
})

describe('a page of flows', () => {
  let many: UserRow
  let one: UserRow

  beforeAll(async () => {
    many = await setup().user()
    one = await setup().user()
    for (let index = 0; index < 10; index++) await startFlow(many)
    await startFlow(one)
    const answered = await setup().deps.db.select({ id: flowInputs.id }).from(flowInputs)
    expect(answered.length).toBeGreaterThan(11)
  })

  const page = (user: UserRow, output?: 'document' | 'music') =>
    listFlows(setup().deps, user, {
      locale: 'en',
      page: 1,
      perPage: 10,
      ...(output && { output }),
    })

  it('runs the same few statements for 10 flows as for 1', async () => {
    const ten = await setup().countStatements(async () => {
      expect((await page(many)).data).toHaveLength(10)
    })
    const single = await setup().countStatements(async () => {
      expect((await page(one)).data).toHaveLength(1)
    })
    // The total, the flows with their templates, and their answers.
    expect(ten).toBe(3)
    expect(single).toBe(3)
  })

  it('runs as few when filtered by output kind, and filters', async () => {
    const statements = await setup().countStatements(async () => {
      const documents = await page(many, 'document')
      expect(documents.data).toHaveLength(10)
      expect(documents.total).toBe(10)
    })
    expect(statements).toBe(3)
    expect(await page(many, 'music')).toEqual({ data: [], total: 0 })
  })

  it('gives each flow its own answers and template, as reading it alone does', async () => {
    const { data } = await page(many)
    for (const listed of data.slice(0, 3)) {
      expect(listed).toEqual(await getFlow(setup().deps, many, { uuid: listed.uuid, locale: 'en' }))
    }
  })
})
