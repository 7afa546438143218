// Flows through the real API: create (signed in or as a visitor), answer step by step, upload
// files, read the dependent content, list and filter, update, submit the whole form, delete, and
// the refusals (401, 404 for other people's flows, 409 once submitted, 413/415/422, hostile input).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FormField,
  type TemplateForm,
  templateFormResponseSchema,
} from '../contract/catalogue.ts'
import { messageSchema, validationErrorSchema } from '../contract/common.ts'
import {
  dependentContentResponseSchema,
  type Flow,
  flowPageSchema,
  flowResourceSchema,
  storedFileSchema,
} from '../contract/flows.ts'
import { userResourceSchema } from '../contract/user.ts'
import { flowInputs, flows } from '../db/schema.ts'
import { validAnswers } from '../testing/answers.ts'
import { APP_ORIGIN, createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'
import { read } from '../testing/read-response.ts'

let api: TestApi
const forms = new Map<string, TemplateForm>()
const TEMPLATES = [
  'cover_letter',
  'rental_agreement',
  'resignation_letter',
  'professional_bio',
  'lullaby',
  'retirement_toast',
] as const
type TemplateKey = (typeof TEMPLATES)[number]

beforeAll(async () => {
  api = await createTestApi()
  const browser = api.browser()
  for (const key of TEMPLATES) {
    const response = await browser.get(`/api/flow-templates/${key}/form`)
    forms.set(key, (await read(response, 200, templateFormResponseSchema)).data)
  }
})

afterAll(async () => {
  await api?.close()
})

// ---------------------------------------------------------------------------------------------
// Helpers

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${++sequence}.${Date.now()}@example.com`

const readFlow = async (response: Response, status = 200) =>
  (await read(response, status, flowResourceSchema)).data
const readErrors = async (response: Response, status = 422) =>
  read(response, status, validationErrorSchema)
const readMessage = async (response: Response, status: number) =>
  (await read(response, status, messageSchema)).message

function formOf(key: TemplateKey) {
  const form = forms.get(key)
  if (!form) throw new Error(`No form loaded for ${key}`)
  return form
}

function stepFields(key: TemplateKey, step: number): FormField[] {
  const found = formOf(key).steps.find((candidate) => candidate.number === step)
  if (!found) throw new Error(`${key} has no step ${step}`)
  return found.fields
}

/** A new account, signed in in its own browser. */
async function signedIn(label: string) {
  const email = uniqueEmail(label)
  const browser = api.browser()
  const response = await browser.register({ email })
  expect(response.status, await response.clone().text()).toBe(204)
  return browser
}

/** A visitor with a session and an XSRF token, signed in to nothing. */
async function visitor() {
  const browser = api.browser()
  await browser.csrf()
  return browser
}

async function createFlow(
  browser: TestBrowser,
  key: TemplateKey = 'cover_letter',
  answers: Record<string, string> = validAnswers(stepFields(key, 1)),
  extra: Record<string, unknown> = {},
) {
  return readFlow(await browser.post(`/api/flows/${key}`, { inputs: answers, ...extra }), 201)
}

async function dependentContent(browser: TestBrowser, uuid: string, step: number, lang = 'en') {
  const response = await browser.get(
    `/api/flow-dependent-content/${uuid}/steps/${step}?lang=${lang}`,
  )
  return (await read(response, 200, dependentContentResponseSchema)).data
}

/**
 * Answers a step (multipart, as the web app sends it) with valid answers built from its dependent
 * content, i.e. with the options the earlier answers chose.
 */
async function answerStep(
  browser: TestBrowser,
  uuid: string,
  step: number,
  overrides: Record<string, string> = {},
  files: Record<string, File> = {},
) {
  const content = await dependentContent(browser, uuid, step)
  const answers = { ...validAnswers(content.step.fields), ...overrides }
  return readFlow(
    await browser.postForm(`/api/flows/${uuid}/steps/${step}`, answersForm(answers, files)),
  )
}

function answersForm(answers: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(answers)) form.append(`inputs[${name}]`, value)
  for (const [name, file] of Object.entries(files)) form.append(`inputs[${name}]`, file)
  return form
}

function inputValue(flow: Flow, name: string) {
  const input = flow.inputs.find((candidate) => candidate.name === name)
  if (!input) throw new Error(`The flow has no input ${name}`)
  return input.value
}

function storedFile(flow: Flow, name: string) {
  return storedFileSchema.parse(inputValue(flow, name)).file
}

const encoder = new TextEncoder()
const PDF_BYTES = encoder.encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
)
/** The start of a Windows executable: MZ header, DOS stub, NUL padding. */
const EXE_BYTES = Uint8Array.from([
  ...Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  ...encoder.encode('This program cannot be run in DOS mode.'),
  ...new Uint8Array(64),
])

const step2Fields = () => validAnswers(stepFields('cover_letter', 2))
const textCv = () =>
  new File([encoder.encode('Ada Lovelace\nAnalyst, 1843\n')], 'cv.txt', { type: 'text/plain' })

/** Valid answers to every step of a template's form, as one submission. */
function wholeForm(key: TemplateKey) {
  const answers: Record<string, string> = {}
  for (const step of formOf(key).steps) Object.assign(answers, validAnswers(step.fields))
  return answers
}

/** A POST with a body sent as is, with the browser's cookies and XSRF token. */
function rawPost(browser: TestBrowser, path: string, body: string) {
  return api.app.request(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      origin: APP_ORIGIN,
      referer: `${APP_ORIGIN}/`,
      cookie: [...browser.cookies]
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
      'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '',
      'content-type': 'application/json',
    },
    body,
  })
}

async function uploadCv(browser: TestBrowser, uuid: string, file: File) {
  return browser.postForm(
    `/api/flows/${uuid}/steps/2`,
    answersForm(step2Fields(), { cv_file: file }),
  )
}

const MALFORMED_IDS = ['not-a-uuid', '12', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g']

// ---------------------------------------------------------------------------------------------

describe('POST /api/flows/{templateId}', () => {
  it('creates a flow for a signed-in user from JSON answers', async () => {
    const browser = await signedIn('create-json')
    const answers = validAnswers(stepFields('cover_letter', 1))
    const flow = await readFlow(
      await browser.post('/api/flows/cover_letter?lang=fr', {
        inputs: answers,
        variationKey: 'creative',
      }),
      201,
    )
    expect(flow.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(flow.status).toBe('in_progress')
    expect(flow.current_step).toBe(1)
    expect(flow.variation_key).toBe('creative')
    expect(flow.locale).toBe('fr')
    expect(flow.flow_template).toMatchObject({
      key: 'cover_letter',
      slug: 'lettre-de-motivation',
      name: 'Lettre de motivation',
      output: 'document',
    })
    const names = stepFields('cover_letter', 1).map((field) => field.name)
    expect(flow.inputs.map((input) => input.name).sort()).toEqual([...names].sort())
    for (const input of flow.inputs) expect(input.template.step.number).toBe(1)
    expect(inputValue(flow, 'job_title')).toBe(answers.job_title)
    expect(inputValue(flow, 'hiring_manager_name')).toBe(answers.hiring_manager_name)

    const again = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(again.inputs).toEqual(flow.inputs)
  })

  it('creates a flow from a multipart form with inputs[name] fields', async () => {
    const browser = await signedIn('create-multipart')
    const form = answersForm({
      application_type: 'referral',
      job_title: 'Data analyst',
      company: 'Northwind Ltd',
      hiring_manager_name: 'Sarah Collins',
      hiring_manager_email: '  Sarah.Collins@Northwind.co.uk ',
    })
    form.append('lang', 'es')
    form.append('variationKey', 'formal')
    form.append('flowLocale', 'it')
    const flow = await readFlow(await browser.postForm('/api/flows/cover_letter', form), 201)
    expect(flow.status).toBe('in_progress')
    expect(flow.current_step).toBe(1)
    expect(flow.variation_key).toBe('formal')
    expect(flow.locale).toBe('it')
    expect(flow.flow_template.slug).toBe('carta-de-presentacion')
    expect(inputValue(flow, 'application_type')).toBe('referral')
    expect(inputValue(flow, 'job_title')).toBe('Data analyst')
    expect(inputValue(flow, 'hiring_manager_email')).toBe('sarah.collins@northwind.co.uk')
    expect(flow.inputs.every((input) => input.template.step.number === 1)).toBe(true)
  })

  it('finds the template by key, numeric id or slug in any language', async () => {
    const browser = await signedIn('create-references')
    const { id } = formOf('cover_letter').flow_template
    for (const reference of ['cover_letter', String(id), 'cover-letter', 'lettre-de-motivation']) {
      const created = await readFlow(
        await browser.post(`/api/flows/${reference}`, {
          inputs: validAnswers(stepFields('cover_letter', 1)),
        }),
        201,
      )
      expect(created.flow_template.id, reference).toBe(id)
      expect(created.flow_template.key).toBe('cover_letter')
      expect(created.flow_template.slug).toBe('cover-letter')
      expect(created.variation_key).toBeNull()
    }
  })

  it('lets a visitor with an email start a flow: an account without password, signed in', async () => {
    const browser = await visitor()
    const sessionBefore = browser.cookies.get('docugen_session')
    const email = uniqueEmail('visitor')
    const flow = await readFlow(
      await browser.post('/api/flows/cover_letter', {
        inputs: validAnswers(stepFields('cover_letter', 1)),
        email: email.toUpperCase(),
        has_no_password: true,
        lang: 'fr',
        captcha: await browser.captcha(),
      }),
      201,
    )
    expect(flow.status).toBe('in_progress')
    expect(flow.flow_template.slug).toBe('lettre-de-motivation')
    // A new session id once signed in (no fixation).
    expect(browser.cookies.get('docugen_session')).toBeDefined()
    expect(browser.cookies.get('docugen_session')).not.toBe(sessionBefore)

    const me = await read(await browser.get('/api/me'), 200, userResourceSchema)
    expect(me.data.email).toBe(email.toLowerCase())
    expect(me.data.has_password).toBe(false)
    expect(me.data.lang).toBe('fr')
    const list = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(list.data.map((item) => item.uuid)).toEqual([flow.uuid])
  })

  it('asks a visitor for the human check before making an account (422 on captcha)', async () => {
    const browser = await visitor()
    const fields = { inputs: validAnswers(stepFields('cover_letter', 1)), has_no_password: true }
    for (const captcha of [undefined, 'not a solution']) {
      const body = await readErrors(
        await browser.post('/api/flows/cover_letter', {
          ...fields,
          email: uniqueEmail('robot'),
          ...(captcha && { captcha }),
        }),
      )
      expect(Object.keys(body.errors)).toEqual(['captcha'])
    }
    expect((await browser.get('/api/me')).status).toBe(401)
  })

  it('asks a visitor without an email for one (422 on email)', async () => {
    const browser = await visitor()
    const body = await readErrors(
      await browser.post('/api/flows/cover_letter?lang=fr', {
        inputs: validAnswers(stepFields('cover_letter', 1)),
        has_no_password: true,
      }),
    )
    expect(Object.keys(body.errors)).toEqual(['email'])
    expect(body.errors.email).toEqual(['Le champ adresse e-mail est obligatoire.'])
    expect((await browser.get('/api/me')).status).toBe(401)
  })

  it('refuses a visitor whose email already has an account (409, not signed in)', async () => {
    const ownerEmail = uniqueEmail('owner')
    const owner = api.browser()
    expect((await owner.register({ email: ownerEmail })).status).toBe(204)

    const browser = await visitor()
    const message = await readMessage(
      await browser.post('/api/flows/cover_letter', {
        inputs: validAnswers(stepFields('cover_letter', 1)),
        email: ownerEmail.toUpperCase(),
        has_no_password: true,
        captcha: await browser.captcha(),
      }),
      409,
    )
    expect(message).toBe('An account already uses this email address. Please sign in to continue.')
    expect((await browser.get('/api/me')).status).toBe(401)
    const ownersFlows = await read(await owner.get('/api/flows'), 200, flowPageSchema)
    expect(ownersFlows.meta.total).toBe(0)
  })

  it('answers 422 with inputs.<name> errors in the request language', async () => {
    const browser = await signedIn('create-invalid')
    const body = await readErrors(
      await browser.post('/api/flows/cover_letter', {
        lang: 'fr',
        inputs: {
          application_type: 'bribe',
          job_title: 'x',
          company: '   ',
          hiring_manager_email: 'not an email',
        },
      }),
    )
    expect(body.errors).toEqual({
      'inputs.application_type': [
        'La valeur sélectionnée pour le champ « Dans quel cadre postulez-vous ? » n’est pas valide.',
      ],
      'inputs.job_title': ['Le champ « Intitulé du poste » doit contenir au moins 2 caractères.'],
      'inputs.company': ['Le champ « Entreprise » est obligatoire.'],
      'inputs.hiring_manager_email': [
        'Le champ « E-mail du ou de la destinataire » doit être une adresse e-mail valide.',
      ],
    })
    expect(body.message).toBe(
      'La valeur sélectionnée pour le champ « Dans quel cadre postulez-vous ? » n’est pas valide. (et 3 autres erreurs)',
    )
    const list = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(list.meta.total).toBe(0)
  })

  it('answers 422 for an unknown variationKey', async () => {
    const browser = await signedIn('create-variation')
    const body = await readErrors(
      await browser.post('/api/flows/cover_letter', {
        inputs: validAnswers(stepFields('cover_letter', 1)),
        variationKey: 'furnished',
      }),
    )
    expect(Object.keys(body.errors)).toEqual(['variationKey'])
    expect(body.errors.variationKey).toEqual(['The selected variation is invalid.'])
  })

  it('answers 404 for an unknown template', async () => {
    const browser = await signedIn('create-unknown')
    for (const reference of ['no_such_template', '999999', 'cover-letter-x', "cover_letter' --"]) {
      const response = await browser.post(`/api/flows/${encodeURIComponent(reference)}`, {
        inputs: validAnswers(stepFields('cover_letter', 1)),
      })
      expect(await readMessage(response, 404), reference).toBe('Not found.')
    }
  })
})

describe('file uploads (cover_letter CV)', () => {
  it('stores a real PDF and its metadata', async () => {
    const browser = await signedIn('upload-pdf')
    const flow = await createFlow(browser)
    const updated = await readFlow(
      await uploadCv(
        browser,
        flow.uuid,
        new File([PDF_BYTES], 'My CV.pdf', { type: 'application/pdf' }),
      ),
    )
    expect(updated.current_step).toBe(2)
    const file = storedFile(updated, 'cv_file')
    expect(file).toMatchObject({
      name: 'My CV.pdf',
      type: 'application/pdf',
      size: PDF_BYTES.length,
    })
    expect(file.key).toContain(flow.uuid)
    const stored = await api.services.storage.get(file.key)
    expect(stored).not.toBeNull()
    expect(new Uint8Array(stored ?? [])).toEqual(PDF_BYTES)
    const cvInput = updated.inputs.find((input) => input.name === 'cv_file')
    expect(cvInput?.template.step.number).toBe(2)
  })

  it('refuses a file over the field limit with 413', async () => {
    const browser = await signedIn('upload-large')
    const flow = await createFlow(browser)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PDF_BYTES)
    const response = await uploadCv(
      browser,
      flow.uuid,
      new File([big], 'huge.pdf', { type: 'application/pdf' }),
    )
    const body = await readErrors(response, 413)
    expect(body.errors['inputs.cv_file']).toEqual([
      'The “Your CV” file must not be greater than 5 megabytes.',
    ])
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.current_step).toBe(1)
    expect(after.inputs.some((input) => input.name === 'cv_file')).toBe(false)
  })

  it('refuses a request body over the upload limit with 413', async () => {
    const browser = await signedIn('upload-body-limit')
    const flow = await createFlow(browser)
    const response = await uploadCv(
      browser,
      flow.uuid,
      new File([new Uint8Array(26 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }),
    )
    expect(await readMessage(response, 413)).toBe('The upload is too large.')
  })

  it.each([
    ['a Windows executable named .pdf', EXE_BYTES, 'cv.pdf'],
    ['a PNG renamed .pdf', PNG_BYTES, 'cv.pdf'],
    ['binary bytes named .txt', Uint8Array.from([0, 1, 2, 3, 0, 255, 254, 0]), 'cv.txt'],
    // Markup is text a browser would run: refused even where text/plain is accepted.
    [
      'an SVG named .txt',
      encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'cv.txt',
    ],
    [
      'an SVG with an XML prolog',
      encoder.encode('<?xml version="1.0"?><svg><script>alert(1)</script></svg>'),
      'cv.svg',
    ],
    [
      'an HTML page named .txt',
      encoder.encode('<!DOCTYPE html><script>alert(document.cookie)</script>'),
      'cv.txt',
    ],
    ['an XML file', encoder.encode('<?xml version="1.0"?><cv><name>Ada</name></cv>'), 'cv.xml'],
  ])('refuses %s with 415: the type is sniffed, not trusted', async (_label, bytes, name) => {
    const browser = await signedIn('upload-type')
    const flow = await createFlow(browser)
    const response = await uploadCv(
      browser,
      flow.uuid,
      new File([bytes], name, { type: 'application/pdf' }),
    )
    const body = await readErrors(response, 415)
    expect(body.errors['inputs.cv_file']).toEqual([
      'The “Your CV” file must be a file of type: application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain.',
    ])
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.inputs.some((input) => input.name === 'cv_file')).toBe(false)
  })

  it('refuses an SVG declared as a PNG with 415, in the language of the request', async () => {
    const browser = await signedIn('upload-svg-png')
    const flow = await createFlow(browser)
    const svg = encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const response = await browser.postForm(
      `/api/flows/${flow.uuid}/steps/2`,
      answersForm(step2Fields(), {
        cv_file: new File([svg], 'photo.png', { type: 'image/png' }),
      }),
      { 'accept-language': 'fr' },
    )
    const body = await readErrors(response, 415)
    expect(body.errors['inputs.cv_file']?.[0]).toMatch(/^Le fichier du champ « Votre CV » doit/)
  })

  it('accepts a plain text CV as text/plain, whatever type the client claims', async () => {
    const browser = await signedIn('upload-text')
    const flow = await createFlow(browser)
    const text = encoder.encode('Ada Lovelace\nAnalyst, 1843\nÉcrit en français aussi.\n')
    const updated = await readFlow(
      await uploadCv(browser, flow.uuid, new File([text], 'cv.txt', { type: 'application/pdf' })),
    )
    const file = storedFile(updated, 'cv_file')
    expect(file).toMatchObject({ name: 'cv.txt', type: 'text/plain', size: text.length })
    expect(new Uint8Array((await api.services.storage.get(file.key)) ?? [])).toEqual(text)
  })

  it('stores a file whose name has path parts safely', async () => {
    const browser = await signedIn('upload-path')
    const flow = await createFlow(browser)
    const updated = await readFlow(
      await uploadCv(
        browser,
        flow.uuid,
        new File([PDF_BYTES], '../../etc/passwd', { type: 'application/pdf' }),
      ),
    )
    const file = storedFile(updated, 'cv_file')
    expect(file.name).not.toMatch(/[\\/]/)
    expect(file.name).toContain('passwd')
    expect(file.key).toMatch(
      new RegExp(
        `^uploads/${flow.uuid}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
      ),
    )
    expect(new Uint8Array((await api.services.storage.get(file.key)) ?? [])).toEqual(PDF_BYTES)
  })

  it('stores optional answers left blank (no CV, an empty file part) as null', async () => {
    // As the JSON null: flow_inputs.value is a jsonb NOT NULL column, so SQL NULL would be a 500.
    const browser = await signedIn('blank-optional')
    const step1 = validAnswers(stepFields('cover_letter', 1))
    delete step1.hiring_manager_name
    const flow = await readFlow(
      await browser.post('/api/flows/cover_letter', {
        inputs: { ...step1, hiring_manager_email: '' },
      }),
      201,
    )
    expect(inputValue(flow, 'hiring_manager_name')).toBeNull()
    expect(inputValue(flow, 'hiring_manager_email')).toBeNull()

    const withoutCv = await readFlow(
      await browser.post(`/api/flows/${flow.uuid}/steps/2`, { inputs: step2Fields() }),
    )
    expect(inputValue(withoutCv, 'cv_file')).toBeNull()
    // What a browser sends for a file input left empty.
    const emptyPart = await readFlow(
      await browser.postForm(
        `/api/flows/${flow.uuid}/steps/2`,
        answersForm(step2Fields(), {
          cv_file: new File([], '', { type: 'application/octet-stream' }),
        }),
      ),
    )
    expect(inputValue(emptyPart, 'cv_file')).toBeNull()
  })
})

describe('POST /api/flows/{id}/steps/{step}', () => {
  it('saves the answers of step 2 (JSON)', async () => {
    const browser = await signedIn('steps-two-json')
    const flow = await createFlow(browser, 'resignation_letter')
    const answers: Record<string, string> = {
      letter_date: '2030-02-01',
      notice_weeks: '4',
      last_working_day: '2030-02-28',
      reason: 'new_job',
    }
    const updated = await readFlow(
      await browser.post(`/api/flows/${flow.uuid}/steps/2`, { inputs: answers }),
    )
    expect(updated.current_step).toBe(2)
    expect(inputValue(updated, 'letter_date')).toBe('2030-02-01')
    expect(inputValue(updated, 'notice_weeks')).toBe(4)
    expect(inputValue(updated, 'reason')).toBe('new_job')
    const step2 = updated.inputs.filter((input) => input.template.step.number === 2)
    expect(step2.map((input) => input.name).sort()).toEqual(Object.keys(answers).sort())
    // Step 1 is untouched.
    expect(updated.inputs.filter((input) => input.template.step.number === 1)).toEqual(flow.inputs)
    const again = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(again.current_step).toBe(2)
    expect(again.inputs).toEqual(updated.inputs)
  })

  it('saves the answers of step 2 (multipart, with the CV)', async () => {
    const browser = await signedIn('steps-two-multipart')
    const flow = await createFlow(browser)
    const answers: Record<string, string> = { ...step2Fields(), phone: '+44 7700 900123' }
    const updated = await readFlow(
      await browser.postForm(
        `/api/flows/${flow.uuid}/steps/2`,
        answersForm(answers, { cv_file: textCv() }),
      ),
    )
    expect(updated.current_step).toBe(2)
    expect(inputValue(updated, 'full_name')).toBe(answers.full_name)
    expect(inputValue(updated, 'phone')).toBe('+44 7700 900123')
    expect(inputValue(updated, 'key_strengths')).toBe(answers.key_strengths)
    expect(storedFile(updated, 'cv_file').type).toBe('text/plain')
    const step2 = updated.inputs.filter((input) => input.template.step.number === 2)
    expect(step2.map((input) => input.name).sort()).toEqual(
      stepFields('cover_letter', 2)
        .map((field) => field.name)
        .sort(),
    )
    expect(inputValue(updated, 'job_title')).toBe(inputValue(flow, 'job_title'))
  })

  it('answers 422 on an invalid answer of the step', async () => {
    const browser = await signedIn('steps-invalid')
    const flow = await createFlow(browser)
    const body = await readErrors(
      await browser.post(`/api/flows/${flow.uuid}/steps/2?lang=fr`, {
        inputs: { ...step2Fields(), phone: 'call me', key_strengths: 'short' },
      }),
    )
    expect(body.errors).toEqual({
      'inputs.phone': ['Saisissez un numéro de téléphone valide, par exemple 06 12 34 56 78.'],
      'inputs.key_strengths': [
        'Le champ « Vos principaux atouts pour ce poste » doit contenir au moins 30 caractères.',
      ],
    })
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.current_step).toBe(1)
  })

  it('refuses to skip steps (422) and answers the next one', async () => {
    const browser = await signedIn('steps-skip')
    const flow = await createFlow(browser, 'rental_agreement')
    for (const step of [4, 3]) {
      const body = await readErrors(
        await browser.post(`/api/flows/${flow.uuid}/steps/${step}`, {
          inputs: validAnswers(stepFields('rental_agreement', step)),
        }),
      )
      expect(body.errors, `step ${step}`).toEqual({ step: ['Please complete step 2 first.'] })
    }
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.current_step).toBe(1)
    expect(after.inputs.every((input) => input.template.step.number === 1)).toBe(true)
    const two = await answerStep(browser, flow.uuid, 2)
    expect(two.current_step).toBe(2)
    const three = await answerStep(browser, flow.uuid, 3)
    expect(three.current_step).toBe(3)
  })

  it('answers 404 for a step the template does not have', async () => {
    const browser = await signedIn('steps-beyond')
    const flow = await createFlow(browser)
    for (const step of ['4', '21', '0', '-1', 'abc', '1.5']) {
      const response = await browser.post(`/api/flows/${flow.uuid}/steps/${step}`, {
        inputs: step2Fields(),
      })
      expect(await readMessage(response, 404), `step ${step}`).toBe('Not found.')
    }
  })
})

describe('GET /api/flow-dependent-content/{id}/steps/{step}', () => {
  it('shapes step 2 of a rental agreement by the property type chosen in step 1', async () => {
    const browser = await signedIn('dependent-rental')
    const step1 = validAnswers(stepFields('rental_agreement', 1))
    const apartment = await createFlow(browser, 'rental_agreement', {
      ...step1,
      property_type: 'apartment',
    })
    const room = await createFlow(browser, 'rental_agreement', { ...step1, property_type: 'room' })

    const forApartment = await dependentContent(browser, apartment.uuid, 2)
    const forRoom = await dependentContent(browser, room.uuid, 2)
    expect(forApartment.failed_reasons).toEqual([])
    expect(forRoom.failed_reasons).toEqual([])
    expect(forApartment.outline).toBeNull()
    expect(forApartment.step.number).toBe(2)
    expect(forApartment.step.kind).toBe('form')

    const extras = (content: typeof forApartment) =>
      content.step.fields.find((field) => field.name === 'included_extras')
    expect(extras(forApartment)?.label).toBe('Extras included with the apartment')
    expect(extras(forApartment)?.options?.map((option) => option.value)).toEqual([
      'none',
      'parking',
      'cellar',
      'parking_and_cellar',
    ])
    expect(extras(forApartment)?.depends_on).toBe('property_type')
    expect(extras(forRoom)?.label).toBe('Shared areas the tenant can use')
    expect(extras(forRoom)?.options?.map((option) => option.value)).toEqual([
      'kitchen_and_bathroom',
      'kitchen_private_bathroom',
      'all_common_areas',
    ])
    const details = (content: typeof forApartment) =>
      content.step.fields.find((field) => field.name === 'property_details')?.label
    expect(details(forRoom)).toBe('Description of the room')
    expect(details(forApartment)).not.toBe(details(forRoom))

    // In French, the same case in French.
    const french = await dependentContent(browser, room.uuid, 2, 'fr')
    expect(extras(french)?.label).toBe('Espaces partagés accessibles au locataire')

    // The resolved options are the ones the step accepts.
    const refused = await readErrors(
      await browser.post(`/api/flows/${room.uuid}/steps/2`, {
        inputs: { ...validAnswers(forRoom.step.fields), included_extras: 'cellar' },
      }),
    )
    expect(Object.keys(refused.errors)).toEqual(['inputs.included_extras'])
    const answered = await answerStep(browser, room.uuid, 2)
    expect(inputValue(answered, 'included_extras')).toBe('kitchen_and_bathroom')
  })

  it('reports a missing earlier answer in failed_reasons', async () => {
    const browser = await signedIn('dependent-missing')
    const flow = await createFlow(browser, 'rental_agreement', {
      ...validAnswers(stepFields('rental_agreement', 1)),
      property_type: 'house',
    })
    const before = await dependentContent(browser, flow.uuid, 2)
    expect(before.failed_reasons).toEqual([])

    // Step 1's answer gone (as before it existed): step 2 falls back to its general content.
    const [row] = await api.services.db
      .select({ id: flows.id })
      .from(flows)
      .where(eq(flows.uuid, flow.uuid))
    expect(row).toBeDefined()
    await api.services.db
      .delete(flowInputs)
      .where(and(eq(flowInputs.flowId, row?.id ?? -1), eq(flowInputs.name, 'property_type')))
    const after = await dependentContent(browser, flow.uuid, 2)
    expect(after.failed_reasons).toEqual(['Answer “Type of property” in step 1 first.'])
    const extras = after.step.fields.find((field) => field.name === 'included_extras')
    expect(extras?.options?.map((option) => option.value)).toEqual(['none', 'parking', 'storage'])
  })

  it('reports a dependency on a step not answered yet, until it is answered', async () => {
    const browser = await signedIn('dependent-later')
    const flow = await createFlow(browser, 'resignation_letter')
    const reason = stepFields('resignation_letter', 2).find((field) => field.name === 'reason')
    expect(reason).toBeDefined()
    const before = await dependentContent(browser, flow.uuid, 3)
    expect(before.failed_reasons).toEqual([`Answer “${reason?.label}” in step 2 first.`])
    const french = await dependentContent(browser, flow.uuid, 3, 'fr')
    expect(french.failed_reasons).toHaveLength(1)
    expect(french.failed_reasons[0]).toMatch(/^Répondez d’abord à « .+ » à l’étape 2\.$/)

    await answerStep(browser, flow.uuid, 2, { reason: 'relocation' })
    const after = await dependentContent(browser, flow.uuid, 3)
    expect(after.failed_reasons).toEqual([])
  })

  it('drafts an outline for an outline step', async () => {
    const browser = await signedIn('dependent-outline')
    const flow = await createFlow(browser)
    await answerStep(browser, flow.uuid, 2, {}, { cv_file: textCv() })
    const content = await dependentContent(browser, flow.uuid, 3)
    expect(content.step.kind).toBe('outline')
    expect(content.failed_reasons).toEqual([])
    expect(typeof content.outline).toBe('string')
    expect(content.outline?.trim().length ?? 0).toBeGreaterThan(0)
    expect(content.step.fields.map((field) => field.name)).toEqual(['outline'])
    expect((await dependentContent(browser, flow.uuid, 1)).outline).toBeNull()
  })

  it('answers 404 for a step the template does not have', async () => {
    const browser = await signedIn('dependent-beyond')
    const flow = await createFlow(browser)
    for (const step of ['4', '0', 'abc']) {
      const response = await browser.get(`/api/flow-dependent-content/${flow.uuid}/steps/${step}`)
      expect(await readMessage(response, 404), `step ${step}`).toBe('Not found.')
    }
  })
})

describe('GET /api/flows and /api/flows/{id}', () => {
  it('reads one flow in the request language', async () => {
    const browser = await signedIn('read-one')
    const flow = await createFlow(browser)
    const italian = await readFlow(await browser.get(`/api/flows/${flow.uuid}?lang=it`))
    expect(italian.uuid).toBe(flow.uuid)
    expect(italian.flow_template.slug).toBe('lettera-di-presentazione')
    expect(italian.flow_template.name).toBe('Lettera di presentazione')
    expect(italian.inputs).toEqual(flow.inputs)
  })

  it('pages through 25 flows, newest first, Laravel style', async () => {
    const browser = await signedIn('paging')
    const other = await signedIn('paging-other')
    const otherFlow = await createFlow(other)
    const created: string[] = []
    for (let index = 0; index < 25; index++) {
      api.clock.advance(1000)
      created.push((await createFlow(browser)).uuid)
    }
    api.clock.advance(1000)
    await createFlow(other)
    const newestFirst = [...created].reverse()

    const page1 = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(page1.data.map((flow) => flow.uuid)).toEqual(newestFirst.slice(0, 10))
    const path = page1.meta.path
    expect(new URL(path).pathname).toBe('/api/flows')
    expect(page1.meta).toEqual({
      current_page: 1,
      from: 1,
      to: 10,
      last_page: 3,
      per_page: 10,
      total: 25,
      path,
    })
    expect(page1.links).toEqual({
      first: `${path}?page=1`,
      last: `${path}?page=3`,
      prev: null,
      next: `${path}?page=2`,
    })
    const times = page1.data.map((flow) => Date.parse(flow.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(times).size).toBe(10)

    const page2 = await read(await browser.get('/api/flows?page=2'), 200, flowPageSchema)
    expect(page2.data.map((flow) => flow.uuid)).toEqual(newestFirst.slice(10, 20))
    expect(page2.meta).toMatchObject({ current_page: 2, from: 11, to: 20, last_page: 3 })
    expect(page2.links.prev).toBe(`${path}?page=1`)
    expect(page2.links.next).toBe(`${path}?page=3`)

    const page3 = await read(await browser.get('/api/flows?page=3'), 200, flowPageSchema)
    expect(page3.data.map((flow) => flow.uuid)).toEqual(newestFirst.slice(20))
    expect(page3.meta).toMatchObject({ current_page: 3, from: 21, to: 25, total: 25 })
    expect(page3.links.prev).toBe(`${path}?page=2`)
    expect(page3.links.next).toBeNull()

    const fives = await read(await browser.get('/api/flows?per_page=5&page=2'), 200, flowPageSchema)
    expect(fives.data.map((flow) => flow.uuid)).toEqual(newestFirst.slice(5, 10))
    expect(fives.meta).toMatchObject({
      current_page: 2,
      from: 6,
      to: 10,
      last_page: 5,
      per_page: 5,
    })
    expect(fives.links.last).toBe(`${path}?page=5&per_page=5`)

    for (const query of [
      'page=abc&per_page=xyz',
      'page=-3&per_page=0',
      'page=1.5&per_page=1000',
      "page=1'--&per_page[]=2",
    ]) {
      const garbage = await read(await browser.get(`/api/flows?${query}`), 200, flowPageSchema)
      expect(garbage.meta, query).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 })
      expect(garbage.data.map((flow) => flow.uuid)).toEqual(newestFirst.slice(0, 10))
    }

    const beyond = await read(await browser.get('/api/flows?page=9'), 200, flowPageSchema)
    expect(beyond.data).toEqual([])
    expect(beyond.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 25 })
    expect(beyond.links.next).toBeNull()

    // Another user's flows never appear, on any page.
    const everything = await read(await browser.get('/api/flows?per_page=100'), 200, flowPageSchema)
    expect(everything.data.map((flow) => flow.uuid)).toEqual(newestFirst)
    expect(everything.data.some((flow) => flow.uuid === otherFlow.uuid)).toBe(false)
    const theirs = await read(await other.get('/api/flows'), 200, flowPageSchema)
    expect(theirs.meta.total).toBe(2)
    expect(theirs.data.some((flow) => created.includes(flow.uuid))).toBe(false)
  })

  it('filters by output kind with /api/flows/type/{kind}', async () => {
    const browser = await signedIn('by-type')
    const document = await createFlow(browser, 'cover_letter')
    api.clock.advance(1000)
    const otherDocument = await createFlow(browser, 'professional_bio')
    api.clock.advance(1000)
    const pdf = await createFlow(browser, 'rental_agreement')
    api.clock.advance(1000)
    const music = await createFlow(browser, 'lullaby')
    api.clock.advance(1000)
    const speech = await createFlow(browser, 'retirement_toast')
    const someoneElse = await signedIn('by-type-other')
    await createFlow(someoneElse, 'lullaby')

    const expected = {
      document: [otherDocument.uuid, document.uuid],
      pdf: [pdf.uuid],
      music: [music.uuid],
      speech: [speech.uuid],
    }
    for (const [kind, uuids] of Object.entries(expected)) {
      const page = await read(await browser.get(`/api/flows/type/${kind}`), 200, flowPageSchema)
      expect(
        page.data.map((flow) => flow.uuid),
        kind,
      ).toEqual(uuids)
      expect(page.data.every((flow) => flow.flow_template.output === kind)).toBe(true)
      expect(page.meta.total).toBe(uuids.length)
      expect(new URL(page.meta.path).pathname).toBe(`/api/flows/type/${kind}`)
    }
    for (const kind of ['video', 'DOCUMENT', 'pdf%00', 'document%27--']) {
      const response = await browser.get(`/api/flows/type/${kind}`)
      expect(response.status, kind).toBe(404)
      expect(response.status).not.toBe(500)
    }
  })
})

describe('POST /api/flows/{id}/update', () => {
  it('changes some answers and the variation, leaving the rest', async () => {
    const browser = await signedIn('update')
    const flow = await createFlow(browser, 'cover_letter', undefined, { variationKey: 'formal' })
    const withStep2 = await answerStep(browser, flow.uuid, 2, {}, { cv_file: textCv() })
    const updated = await readFlow(
      await browser.post(`/api/flows/${flow.uuid}/update`, {
        variationKey: 'career_change',
        inputs: { job_title: 'Head of Data', phone: '06 12 34 56 78' },
      }),
    )
    expect(updated.variation_key).toBe('career_change')
    expect(inputValue(updated, 'job_title')).toBe('Head of Data')
    expect(inputValue(updated, 'phone')).toBe('06 12 34 56 78')
    expect(updated.inputs.find((input) => input.name === 'phone')?.template.step.number).toBe(2)
    for (const name of ['company', 'application_type', 'full_name', 'key_strengths']) {
      expect(inputValue(updated, name), name).toEqual(inputValue(withStep2, name))
    }
    expect(updated.inputs).toHaveLength(withStep2.inputs.length)
    const again = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(again.variation_key).toBe('career_change')
    expect(inputValue(again, 'job_title')).toBe('Head of Data')
  })

  it('changes answers alone, without a variation', async () => {
    const browser = await signedIn('update-answers-only')
    const flow = await createFlow(browser, 'cover_letter', undefined, { variationKey: 'formal' })
    const updated = await readFlow(
      await browser.post(`/api/flows/${flow.uuid}/update`, {
        inputs: { company: 'Globex Corporation' },
      }),
    )
    expect(inputValue(updated, 'company')).toBe('Globex Corporation')
    expect(updated.variation_key).toBe('formal')
  })

  it('answers 422 for invalid answers or variation, changing nothing', async () => {
    const browser = await signedIn('update-invalid')
    const flow = await createFlow(browser, 'cover_letter', undefined, { variationKey: 'formal' })
    const invalidAnswer = await readErrors(
      await browser.post(`/api/flows/${flow.uuid}/update`, {
        variationKey: 'creative',
        inputs: { job_title: 'x', company: 'Globex' },
      }),
    )
    expect(Object.keys(invalidAnswer.errors)).toEqual(['inputs.job_title'])
    const invalidVariation = await readErrors(
      await browser.post(`/api/flows/${flow.uuid}/update`, {
        variationKey: 'not_a_variation',
        inputs: { company: 'Globex' },
      }),
    )
    expect(Object.keys(invalidVariation.errors)).toEqual(['variationKey'])
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.variation_key).toBe('formal')
    expect(after.inputs).toEqual(flow.inputs)
  })
})

describe('POST /api/flows/{id}/acquisition', () => {
  it('takes the whole form at once', async () => {
    const browser = await signedIn('acquisition')
    const flow = await createFlow(browser)
    const answers: Record<string, string> = {
      ...wholeForm('cover_letter'),
      job_title: 'Chief Analyst',
    }
    const done = await readFlow(
      await browser.postForm(
        `/api/flows/${flow.uuid}/acquisition`,
        answersForm(answers, { cv_file: textCv() }),
      ),
    )
    expect(done.current_step).toBe(3)
    expect(done.status).toBe('in_progress')
    for (const step of formOf('cover_letter').steps) {
      for (const field of step.fields) {
        const input = done.inputs.find((candidate) => candidate.name === field.name)
        expect(input?.template.step.number, field.name).toBe(step.number)
      }
    }
    expect(inputValue(done, 'job_title')).toBe('Chief Analyst')
    expect(inputValue(done, 'outline')).toBe(answers.outline)
    expect(storedFile(done, 'cv_file').name).toBe('cv.txt')
    const again = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(again.inputs).toEqual(done.inputs)
  })

  it('answers 422 for an unknown variationKey with the whole form', async () => {
    const browser = await signedIn('acquisition-variation')
    const flow = await createFlow(browser)
    const body = await readErrors(
      await browser.post(`/api/flows/${flow.uuid}/acquisition`, {
        inputs: wholeForm('cover_letter'),
        variationKey: 'not_a_variation',
      }),
    )
    expect(Object.keys(body.errors)).toEqual(['variationKey'])
  })

  it('saves the variation chosen with the whole form', async () => {
    const browser = await signedIn('acquisition-variation-saved')
    const flow = await createFlow(browser)
    expect(flow.variation_key).toBeNull()
    const form = answersForm(wholeForm('cover_letter'), { cv_file: textCv() })
    form.append('variationKey', 'creative')
    const done = await readFlow(await browser.postForm(`/api/flows/${flow.uuid}/acquisition`, form))
    expect(done.variation_key).toBe('creative')
  })

  it.each([
    ['step 1', 'job_title', 'The “Job title” field is required.'],
    ['step 2', 'key_strengths', 'The “Your key strengths for this role” field is required.'],
    ['step 3', 'outline', 'The “Outline of your letter” field is required.'],
  ])('answers 422 when a required answer of %s is missing', async (_step, name, message) => {
    const browser = await signedIn('acquisition-missing')
    const flow = await createFlow(browser)
    const answers = wholeForm('cover_letter')
    delete answers[name]
    const body = await readErrors(
      await browser.post(`/api/flows/${flow.uuid}/acquisition`, { inputs: answers }),
    )
    expect(body.errors).toEqual({ [`inputs.${name}`]: [message] })
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.inputs).toEqual(flow.inputs)
  })
})

describe('DELETE /api/flows/{id}', () => {
  it('deletes the flow (204, then 404) and its uploaded files', async () => {
    const browser = await signedIn('delete')
    const flow = await createFlow(browser)
    const keep = await createFlow(browser)
    const withCv = await readFlow(
      await uploadCv(
        browser,
        flow.uuid,
        new File([PDF_BYTES], 'cv.pdf', { type: 'application/pdf' }),
      ),
    )
    const { key } = storedFile(withCv, 'cv_file')
    expect(await api.services.storage.get(key)).not.toBeNull()

    const response = await browser.delete(`/api/flows/${flow.uuid}`)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(await readMessage(await browser.get(`/api/flows/${flow.uuid}`), 404)).toBe('Not found.')
    expect((await browser.delete(`/api/flows/${flow.uuid}`)).status).toBe(404)
    expect(await api.services.storage.get(key)).toBeNull()
    const [row] = await api.services.db.select().from(flows).where(eq(flows.uuid, flow.uuid))
    expect(row).toBeUndefined()
    const list = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(list.data.map((item) => item.uuid)).toEqual([keep.uuid])
  })

  it('leaves no file behind when an upload was replaced before the flow was deleted', async () => {
    const browser = await signedIn('delete-replaced')
    const flow = await createFlow(browser)
    const first = storedFile(
      await readFlow(
        await uploadCv(
          browser,
          flow.uuid,
          new File([PDF_BYTES], 'a.pdf', { type: 'application/pdf' }),
        ),
      ),
      'cv_file',
    )
    const second = storedFile(
      await readFlow(
        await uploadCv(
          browser,
          flow.uuid,
          new File([PDF_BYTES], 'b.pdf', { type: 'application/pdf' }),
        ),
      ),
      'cv_file',
    )
    expect(second.key).not.toBe(first.key)
    expect((await browser.delete(`/api/flows/${flow.uuid}`)).status).toBe(204)
    expect(await api.services.storage.get(second.key)).toBeNull()
    expect(await api.services.storage.get(first.key)).toBeNull()
  })
})

describe('a submitted flow (status processing)', () => {
  it('answers 409 to steps, update and acquisition', async () => {
    const browser = await signedIn('locked')
    const flow = await createFlow(browser)
    await api.services.db
      .update(flows)
      .set({ status: 'processing' })
      .where(eq(flows.uuid, flow.uuid))
    const attempts: [string, Record<string, unknown>][] = [
      [`/api/flows/${flow.uuid}/steps/2`, { inputs: step2Fields() }],
      [`/api/flows/${flow.uuid}/steps/1`, { inputs: validAnswers(stepFields('cover_letter', 1)) }],
      [`/api/flows/${flow.uuid}/update`, { inputs: { job_title: 'Changed' } }],
      [`/api/flows/${flow.uuid}/acquisition`, { inputs: wholeForm('cover_letter') }],
    ]
    for (const [path, body] of attempts) {
      const message = await readMessage(await browser.post(path, body), 409)
      expect(message, path).toBe(
        'This flow has already been submitted and can no longer be changed.',
      )
    }
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.status).toBe('processing')
    expect(after.inputs).toEqual(flow.inputs)
  })
})

describe('authentication and ownership', () => {
  const endpoints = (uuid: string): [string, string, unknown?][] => [
    ['GET', `/api/flows/${uuid}`],
    ['POST', `/api/flows/${uuid}/steps/2`, { inputs: step2Fields() }],
    ['POST', `/api/flows/${uuid}/update`, { inputs: { job_title: 'Taken over' } }],
    ['POST', `/api/flows/${uuid}/acquisition`, { inputs: wholeForm('cover_letter') }],
    ['GET', `/api/flow-dependent-content/${uuid}/steps/2`],
    ['DELETE', `/api/flows/${uuid}`],
  ]

  it('answers 401 on every flow endpoint when signed out', async () => {
    const owner = await signedIn('auth-owner')
    const flow = await createFlow(owner)
    const browser = await visitor()
    const all: [string, string, unknown?][] = [
      ['GET', '/api/flows'],
      ['GET', '/api/flows?page=2'],
      ['GET', '/api/flows/type/document'],
      ...endpoints(flow.uuid),
      ...endpoints('not-a-uuid'),
    ]
    for (const [method, path, body] of all) {
      const response = await browser.request(method, path, body)
      expect(await readMessage(response, 401), `${method} ${path}`).toBe('Unauthenticated.')
    }
    const after = await readFlow(await owner.get(`/api/flows/${flow.uuid}`))
    expect(after.inputs).toEqual(flow.inputs)
  })

  it("answers 404 on every endpoint for another user's flow, leaving it untouched", async () => {
    const owner = await signedIn('owner')
    const flow = await createFlow(owner)
    const intruder = await signedIn('intruder')
    for (const [method, path, body] of endpoints(flow.uuid)) {
      const response = await intruder.request(method, path, body)
      expect(await readMessage(response, 404), `${method} ${path}`).toBe('Not found.')
    }
    const after = await readFlow(await owner.get(`/api/flows/${flow.uuid}`))
    expect(after.inputs).toEqual(flow.inputs)
    expect(after.current_step).toBe(1)
    const theirs = await read(await intruder.get('/api/flows'), 200, flowPageSchema)
    expect(theirs.meta.total).toBe(0)
  })

  it('answers 404, not 500, for malformed or unknown ids', async () => {
    const browser = await signedIn('malformed')
    await createFlow(browser)
    for (const id of [...MALFORMED_IDS, crypto.randomUUID()]) {
      for (const [method, path, body] of endpoints(encodeURIComponent(id))) {
        const response = await browser.request(method, path, body)
        expect(await readMessage(response, 404), `${method} ${path}`).toBe('Not found.')
      }
    }
  })
})

describe('hostile input', () => {
  const step1 = () => validAnswers(stepFields('cover_letter', 1))

  it.each([
    ['an array as an answer', { job_title: ['Engineer', 'Manager'] }, 'inputs.job_title'],
    ['an object as an answer', { job_title: { $ne: null } }, 'inputs.job_title'],
    ['an object as a choice', { application_type: { value: 'job_ad' } }, 'inputs.application_type'],
    ['a boolean as text', { company: true }, 'inputs.company'],
    ['a NUL character', { job_title: 'Engi\u0000neer' }, 'inputs.job_title'],
    [
      'a NUL character in a choice',
      { application_type: 'job_ad\u0000' },
      'inputs.application_type',
    ],
    ['100 000 characters', { job_title: 'a'.repeat(100_000) }, 'inputs.job_title'],
    ['SQL in a choice', { application_type: "job_ad' OR '1'='1" }, 'inputs.application_type'],
  ])('refuses %s on creation with 422', async (_label, overrides, key) => {
    const browser = await signedIn('hostile-create')
    const response = await browser.post('/api/flows/cover_letter', {
      inputs: { ...step1(), ...overrides },
    })
    const body = await readErrors(response)
    expect(Object.keys(body.errors)).toEqual([key])
    const list = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(list.meta.total).toBe(0)
  })

  it.each([
    ['a NUL character in variationKey', { variationKey: 'formal\u0000' }, 'variationKey'],
    ['an object as variationKey', { variationKey: { key: 'formal' } }, 'variationKey'],
    ['SQL as lang', { lang: "fr'; DROP TABLE flows; --" }, 'lang'],
    ['an array as inputs', { inputs: ['job_ad', 'Engineer', 'Globex'] }, 'inputs.job_title'],
  ])('refuses %s on creation with 422', async (_label, body, key) => {
    const browser = await signedIn('hostile-meta')
    const response = await browser.post('/api/flows/cover_letter', {
      inputs: step1(),
      ...body,
    })
    const errors = await readErrors(response)
    expect(Object.keys(errors.errors)).toContain(key)
  })

  it('ignores answers to unknown fields and to fields of other steps', async () => {
    const browser = await signedIn('hostile-unknown')
    const flow = await createFlow(browser, 'cover_letter', {
      ...step1(),
      cv_file: '/etc/passwd',
      full_name: 'Not yet',
      ['__proto__']: 'polluted',
      'inputs[x]': 'nested',
    })
    const names = flow.inputs.map((input) => input.name)
    for (const name of ['cv_file', 'full_name', '__proto__', 'inputs[x]']) {
      expect(names, name).not.toContain(name)
    }
    expect(flow.current_step).toBe(1)
  })

  it('stores SQL metacharacters and unusual text verbatim when valid', async () => {
    const browser = await signedIn('hostile-verbatim')
    const sql = "Robert'); DROP TABLE flows; -- \\ % _ $1 ::jsonb"
    const unusual = '  Ünïcödé 🚀 <script>alert(1)</script> ‮RTL'
    const flow = await createFlow(browser, 'cover_letter', {
      ...step1(),
      job_title: sql,
      company: unusual,
    })
    expect(inputValue(flow, 'job_title')).toBe(sql)
    expect(inputValue(flow, 'company')).toBe(unusual)
    const again = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(inputValue(again, 'job_title')).toBe(sql)
    const list = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(list.meta.total).toBe(1)
  })

  it('returns text answers as the text given, even when it reads as JSON', async () => {
    const browser = await signedIn('json-looking')
    const flow = await createFlow(browser, 'cover_letter', {
      ...step1(),
      job_title: '12345',
      company: 'true',
      hiring_manager_name: '{"$ne": null}',
    })
    const again = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    for (const read of [flow, again]) {
      expect(inputValue(read, 'job_title')).toBe('12345')
      expect(inputValue(read, 'company')).toBe('true')
      expect(inputValue(read, 'hiring_manager_name')).toBe('{"$ne": null}')
    }
  })

  it("never lets a text answer pose as a stored file (deleting a flow keeps others' files)", async () => {
    const victim = await signedIn('victim')
    const victimFlow = await createFlow(victim)
    const victimCv = storedFile(
      await readFlow(
        await uploadCv(
          victim,
          victimFlow.uuid,
          new File([PDF_BYTES], 'cv.pdf', { type: 'application/pdf' }),
        ),
      ),
      'cv_file',
    )

    const attacker = await signedIn('attacker')
    const flow = await createFlow(attacker)
    const posing = JSON.stringify({
      file: { key: victimCv.key, name: 'cv.pdf', type: 'application/pdf', size: 1 },
    })
    const updated = await readFlow(
      await attacker.post(`/api/flows/${flow.uuid}/update`, {
        inputs: { key_strengths: posing },
        variationKey: 'formal',
      }),
    )
    expect((await attacker.delete(`/api/flows/${flow.uuid}`)).status).toBe(204)
    expect(await api.services.storage.get(victimCv.key)).not.toBeNull()
    const victimsFlow = await readFlow(await victim.get(`/api/flows/${victimFlow.uuid}`))
    expect(storedFile(victimsFlow, 'cv_file').key).toBe(victimCv.key)
    expect(inputValue(updated, 'key_strengths')).toBe(posing)
  })

  it('refuses hostile multipart answers on a step with 422', async () => {
    const browser = await signedIn('hostile-multipart')
    const flow = await createFlow(browser)
    const cases: [string, FormData, string][] = []

    const duplicated = answersForm(step2Fields())
    duplicated.append('inputs[full_name]', 'Second Name')
    cases.push(['a repeated answer', duplicated, 'inputs.full_name'])

    const fileAsText = answersForm(step2Fields())
    fileAsText.set(
      'inputs[full_name]',
      new File([PDF_BYTES], 'name.pdf', { type: 'application/pdf' }),
    )
    cases.push(['a file as text', fileAsText, 'inputs.full_name'])

    cases.push([
      'a NUL character',
      answersForm({ ...step2Fields(), full_name: 'Ada\u0000Lovelace' }),
      'inputs.full_name',
    ])
    cases.push([
      '100 000 characters',
      answersForm({ ...step2Fields(), key_strengths: 'x'.repeat(100_000) }),
      'inputs.key_strengths',
    ])
    cases.push([
      'text in the file field',
      answersForm({ ...step2Fields(), cv_file: '../../etc/passwd' }),
      'inputs.cv_file',
    ])

    for (const [label, form, key] of cases) {
      const body = await readErrors(await browser.postForm(`/api/flows/${flow.uuid}/steps/2`, form))
      expect(Object.keys(body.errors), label).toEqual([key])
    }
    const after = await readFlow(await browser.get(`/api/flows/${flow.uuid}`))
    expect(after.current_step).toBe(1)
  })

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const browser = await signedIn('hostile-json')
    for (const body of ['{"inputs": {"job_title": "Engineer"', '', 'inputs[job_title]=x']) {
      const response = await rawPost(browser, '/api/flows/cover_letter', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const list = await read(await browser.get('/api/flows'), 200, flowPageSchema)
    expect(list.meta.total).toBe(0)
  })

  it('never answers 500 to a lone UTF-16 surrogate in a text answer', async () => {
    const browser = await signedIn('hostile-surrogate')
    const response = await browser.post('/api/flows/cover_letter', {
      inputs: { ...step1(), job_title: 'Engi\ud800neer' },
    })
    const body = await readErrors(response)
    expect(Object.keys(body.errors)).toEqual(['inputs.job_title'])
  })
})
