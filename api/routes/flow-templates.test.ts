// The catalogue endpoints on the real API and database: templates, categories, forms, monthly
// allowances, recently viewed templates, combined search and landing pages, in four languages.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { catalogueSeed } from '../catalogue/seed/index.ts'
import type { TemplateSeed } from '../catalogue/seed-schema.ts'
import {
  categoriesWithTemplatesResponseSchema,
  combinedSearchResponseSchema,
  flowTemplateListResponseSchema,
  headerCategoriesResponseSchema,
  landingPageListResponseSchema,
  landingPageResponseSchema,
  outputKindSchema,
  remainingRequestsResponseSchema,
  templateCategoriesResponseSchema,
  templateExampleResponseSchema,
  templateFormResponseSchema,
} from '../contract/catalogue.ts'
import { messageSchema, validationErrorSchema } from '../contract/common.ts'
import { flowResourceSchema } from '../contract/flows.ts'
import { generations, templateViews, users } from '../db/schema.ts'
import { en } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import { API_LOCALES, type ApiLocale } from '../i18n/translate.ts'
import { validAnswers } from '../testing/answers.ts'
import { createTestApi, type TestApi, type TestBrowser } from '../testing/harness.ts'

let api: TestApi

beforeAll(async () => {
  api = await createTestApi()
})

afterAll(async () => {
  await api?.close()
})

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${++sequence}@example.com`

/** A new account, signed in in its own browser. */
async function signedIn(label: string) {
  const email = uniqueEmail(label)
  const browser = api.browser()
  expect((await browser.register({ email })).status).toBe(204)
  return { email, browser }
}

/** A visitor with a session and an XSRF token, signed in to nothing. */
async function signedOut() {
  const browser = api.browser()
  expect((await browser.csrf()).status).toBe(204)
  return browser
}

/** GETs a path, checks the status and parses the body with its contract schema. */
async function getParsed<Schema extends z.ZodType>(
  browser: TestBrowser,
  path: string,
  schema: Schema,
  headers?: Record<string, string>,
): Promise<z.output<Schema>> {
  const response = await browser.get(path, headers)
  expect(response.status, `GET ${path}`).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  return schema.parse(await response.json())
}

/** GETs a path that must not exist: a 404 with a JSON message in the request's language. */
async function expectNotFound(
  browser: TestBrowser,
  path: string,
  message: string = en['http.not_found'],
) {
  const response = await browser.get(path)
  expect(response.status, `GET ${path}`).toBe(404)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(messageSchema.parse(await response.json())).toEqual({ message })
}

const seedTemplates: readonly TemplateSeed[] = catalogueSeed.templates
const seedCategories = [...catalogueSeed.categories].sort((a, b) => a.position - b.position)

function seedTemplate(key: string) {
  const template = seedTemplates.find((candidate) => candidate.key === key)
  if (!template) throw new Error(`No template ${key} in the seed`)
  return template
}

type SeedField = TemplateSeed['steps'][number]['fields'][number]

/** A field as the form must describe it in one language, straight from the seed data. */
function expectedField(field: SeedField, locale: ApiLocale) {
  const { rules } = field
  return {
    name: field.name,
    type: field.type,
    label: field.label[locale],
    help: field.help?.[locale] ?? null,
    placeholder: field.placeholder?.[locale] ?? null,
    options:
      field.options?.map((option) => ({ value: option.value, label: option.label[locale] })) ??
      null,
    rules: {
      required: rules.required ?? false,
      min_length: rules.minLength ?? null,
      max_length: rules.maxLength ?? null,
      min: rules.min ?? null,
      max: rules.max ?? null,
      pattern: rules.pattern ?? null,
      pattern_message: rules.patternMessage?.[locale] ?? null,
      accept: rules.accept ?? null,
      max_size_mb: rules.maxSizeMb ?? null,
    },
    depends_on: field.dependsOn?.field ?? null,
  }
}

async function listTemplates(browser: TestBrowser, query = '', headers?: Record<string, string>) {
  const body = await getParsed(
    browser,
    `/api/flow-templates${query}`,
    flowTemplateListResponseSchema,
    headers,
  )
  return body.data
}

async function templateId(key: string) {
  const template = (await listTemplates(api.browser())).find((candidate) => candidate.key === key)
  if (!template) throw new Error(`No template ${key} in GET /api/flow-templates`)
  return template.id
}

async function form(browser: TestBrowser, reference: string | number, query = '') {
  const body = await getParsed(
    browser,
    `/api/flow-templates/${encodeURIComponent(reference)}/form${query}`,
    templateFormResponseSchema,
  )
  return body.data
}

async function remaining(browser: TestBrowser, reference: string) {
  return getParsed(
    browser,
    `/api/flow-templates/${reference}/remaining-requests`,
    remainingRequestsResponseSchema,
  )
}

/** Starts a flow of a template with valid answers to its first step, read from its form. */
async function createFlow(browser: TestBrowser, templateKey: string) {
  const { steps } = await form(browser, templateKey)
  const [first] = steps
  if (!first) throw new Error(`${templateKey} has no steps`)
  const response = await browser.post(`/api/flows/${templateKey}`, {
    inputs: validAnswers(first.fields),
  })
  expect(response.status, `POST /api/flows/${templateKey}`).toBe(201)
  const body = flowResourceSchema.parse(await response.json())
  expect(body.data.flow_template.key).toBe(templateKey)
  return body.data
}

async function recentlyViewed(browser: TestBrowser, query = '') {
  const body = await getParsed(
    browser,
    `/api/dashboard/flow-templates/recently-viewed${query}`,
    flowTemplateListResponseSchema,
  )
  return body.data
}

async function search(
  query: string | undefined,
  locale: ApiLocale = 'fr',
): Promise<z.output<typeof combinedSearchResponseSchema>> {
  const path =
    query === undefined
      ? '/api/combined-search'
      : `/api/combined-search?searchQuery=${encodeURIComponent(query)}`
  return getParsed(api.browser(), path, combinedSearchResponseSchema, {
    'accept-language': locale,
  })
}

const keys = (items: readonly { key: string }[]) => items.map((item) => item.key)

describe('GET /api/flow-templates', () => {
  it('lists every template, in English by default, with every output kind', async () => {
    const templates = await listTemplates(api.browser())
    expect(templates.length).toBeGreaterThanOrEqual(16)
    expect(keys(templates)).toEqual(seedTemplates.map((template) => template.key))
    expect(new Set(templates.map((template) => template.output))).toEqual(
      new Set(outputKindSchema.options),
    )
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length)
    expect(new Set(templates.map((template) => template.slug)).size).toBe(templates.length)
    for (const template of templates) {
      const seed = seedTemplate(template.key)
      expect(template).toMatchObject({
        slug: seed.slug.en,
        name: seed.name.en,
        description: seed.description.en,
        output: seed.output,
      })
    }
    expect(templates.find((template) => template.key === 'cover_letter')).toMatchObject({
      name: 'Cover letter',
      slug: 'cover-letter',
    })
  })

  it('speaks French with ?lang=fr: French names and French slugs', async () => {
    const english = await listTemplates(api.browser())
    const french = await listTemplates(api.browser(), '?lang=fr')
    expect(french.length).toBeGreaterThanOrEqual(16)
    expect(french.map((template) => template.id)).toEqual(english.map((template) => template.id))
    expect(french.find((template) => template.key === 'cover_letter')).toMatchObject({
      name: 'Lettre de motivation',
      slug: 'lettre-de-motivation',
    })
    expect(french.find((template) => template.key === 'wedding_speech')).toMatchObject({
      name: 'Discours de mariage',
      slug: 'discours-de-mariage',
    })
    for (const template of french) {
      const seed = seedTemplate(template.key)
      expect(template).toMatchObject({
        slug: seed.slug.fr,
        name: seed.name.fr,
        description: seed.description.fr,
      })
    }
  })

  it('follows Accept-Language (Italian)', async () => {
    const italian = await listTemplates(api.browser(), '', {
      'accept-language': 'it-IT,it;q=0.9,en;q=0.5',
    })
    expect(italian.find((template) => template.key === 'cover_letter')).toMatchObject({
      name: 'Lettera di presentazione',
      slug: 'lettera-di-presentazione',
    })
    for (const template of italian) {
      const seed = seedTemplate(template.key)
      expect(template).toMatchObject({ slug: seed.slug.it, name: seed.name.it })
    }
  })

  it('prefers ?lang to Accept-Language, and falls back to English for other languages', async () => {
    const nameOf = async (query: string, acceptLanguage: string) =>
      (await listTemplates(api.browser(), query, { 'accept-language': acceptLanguage })).find(
        (template) => template.key === 'cover_letter',
      )?.name
    expect(await nameOf('?lang=fr', 'it')).toBe('Lettre de motivation')
    expect(await nameOf('?lang=de', 'es-ES')).toBe('Carta de presentación')
    expect(await nameOf('', 'de-DE,de;q=0.9')).toBe('Cover letter')
    expect(await nameOf('', 'de-DE,it;q=0.8,fr;q=0.5')).toBe('Lettera di presentazione')
  })
})

describe('GET /api/flow-templates-categories', () => {
  it('lists every category in catalogue order, each with its templates', async () => {
    const { data } = await getParsed(
      api.browser(),
      '/api/flow-templates-categories',
      categoriesWithTemplatesResponseSchema,
    )
    expect(data.length).toBeGreaterThanOrEqual(4)
    expect(keys(data)).toEqual(seedCategories.map((category) => category.key))
    for (const category of data) {
      const expected = seedTemplates
        .filter((template) => template.categories.includes(category.key))
        .map((template) => template.key)
      expect(expected.length).toBeGreaterThan(0)
      expect(keys(category.flow_templates), category.key).toEqual(expected)
    }
    // Every template belongs to at least one category.
    expect(new Set(data.flatMap((category) => keys(category.flow_templates)))).toEqual(
      new Set(seedTemplates.map((template) => template.key)),
    )
    // retirement_toast is in two categories.
    const homes = data.filter((category) =>
      keys(category.flow_templates).includes('retirement_toast'),
    )
    expect(keys(homes)).toEqual(['career', 'celebrations'])
  })

  it('names categories and their templates in the request language', async () => {
    const { data } = await getParsed(
      api.browser(),
      '/api/flow-templates-categories?lang=fr',
      categoriesWithTemplatesResponseSchema,
    )
    const career = data.find((category) => category.key === 'career')
    expect(career).toMatchObject({
      name: 'Carrière et emploi',
      slug: 'carriere',
      icon: 'briefcase',
    })
    expect(career?.flow_templates.map((template) => template.name)).toContain(
      'Lettre de motivation',
    )
    for (const category of data) {
      const seed = seedCategories.find((candidate) => candidate.key === category.key)
      expect(category).toMatchObject({
        name: seed?.name.fr,
        slug: seed?.slug.fr,
        description: seed?.description.fr,
      })
      for (const template of category.flow_templates) {
        expect(template.name).toBe(seedTemplate(template.key).name.fr)
      }
    }
  })
})

describe('GET /api/flow-template-categories', () => {
  it('gives the header its menus: [{ slug, name, flowTemplates: [{ slug, name }] }]', async () => {
    const header = await getParsed(
      api.browser(),
      '/api/flow-template-categories?lang=fr',
      headerCategoriesResponseSchema,
    )
    expect(header.length).toBeGreaterThanOrEqual(4)
    expect(header.map((category) => category.slug)).toEqual(
      seedCategories.map((category) => category.slug.fr),
    )
    for (const [index, category] of header.entries()) {
      const seed = seedCategories[index]
      expect(category.name).toBe(seed?.name.fr)
      const expected = seedTemplates
        .filter((template) => seed && template.categories.includes(seed.key))
        .map((template) => ({ slug: template.slug.fr, name: template.name.fr }))
      expect(category.flowTemplates.length).toBeGreaterThan(0)
      expect(category.flowTemplates).toEqual(expected)
    }
    // Nothing else either: the contract's schema, made strict (it would strip extra keys).
    const menu = headerCategoriesResponseSchema.element
    const exactly = z.array(
      menu.extend({ flowTemplates: z.array(menu.shape.flowTemplates.element.strict()) }).strict(),
    )
    const raw = await api.browser().get('/api/flow-template-categories')
    expect(exactly.parse(await raw.json())).toHaveLength(header.length)
  })
})

describe('GET /api/flow-templates/{id}/form', () => {
  it('finds a template by numeric id, by key and by a slug in another language', async () => {
    const id = await templateId('cover_letter')
    const byId = await form(api.browser(), id, '?lang=fr')
    const byKey = await form(api.browser(), 'cover_letter', '?lang=fr')
    const byItalianSlug = await form(api.browser(), 'lettera-di-presentazione', '?lang=fr')
    const byEnglishSlug = await form(api.browser(), 'cover-letter', '?lang=fr')
    expect(byId.flow_template).toMatchObject({
      id,
      key: 'cover_letter',
      slug: 'lettre-de-motivation',
      name: 'Lettre de motivation',
      output: 'document',
    })
    expect(byKey).toEqual(byId)
    expect(byItalianSlug).toEqual(byId)
    expect(byEnglishSlug).toEqual(byId)
    const italian = await form(api.browser(), 'discours-de-mariage', '?lang=it')
    expect(italian.flow_template).toMatchObject({
      key: 'wedding_speech',
      slug: seedTemplate('wedding_speech').slug.it,
      name: seedTemplate('wedding_speech').name.it,
    })
  })

  it('describes its steps, fields, options and rules in the requested language', async () => {
    const data = await form(api.browser(), 'cover_letter', '?lang=fr')
    expect(data.steps.map((step) => [step.number, step.kind])).toEqual([
      [1, 'form'],
      [2, 'form'],
      [3, 'outline'],
    ])
    const [position, profile] = data.steps
    expect(position?.title).toBe('Le poste')
    expect(position?.description).toBe(
      'Indiquez le poste visé et la personne qui lira votre lettre.',
    )
    const applicationType = position?.fields.find((field) => field.name === 'application_type')
    expect(applicationType).toMatchObject({
      type: 'radio',
      label: 'Dans quel cadre postulez-vous ?',
      options: [
        { value: 'job_ad', label: 'En réponse à une offre d’emploi' },
        { value: 'unsolicited', label: 'Candidature spontanée' },
        { value: 'referral', label: 'Sur recommandation' },
      ],
      rules: { required: true },
    })
    expect(position?.fields.find((field) => field.name === 'job_title')).toMatchObject({
      label: 'Intitulé du poste',
      placeholder: 'Chargé de communication',
      rules: { required: true, min_length: 2, max_length: 120, pattern: null },
    })
    const phone = profile?.fields.find((field) => field.name === 'phone')
    expect(phone?.rules.pattern).toBe('^\\+?\\(?[0-9](?:[0-9]| |-|\\.|\\(|\\)){5,19}$')
    expect(phone?.rules.pattern_message).toBe(
      'Saisissez un numéro de téléphone valide, par exemple 06 12 34 56 78.',
    )
    expect(profile?.fields.find((field) => field.name === 'cv_file')).toMatchObject({
      type: 'file',
      label: 'Votre CV',
      rules: {
        required: false,
        max_size_mb: 5,
        accept: expect.arrayContaining(['application/pdf']),
      },
    })
    expect(profile?.fields.find((field) => field.name === 'job_context')?.depends_on).toBe(
      'application_type',
    )
    expect(data.variations).toEqual([
      {
        key: 'formal',
        name: 'Classique',
        description:
          'Une lettre sobre et soignée pour les secteurs traditionnels : droit, finance, fonction publique.',
      },
      expect.objectContaining({ key: 'creative', name: 'Créative' }),
      expect.objectContaining({ key: 'career_change', name: 'Reconversion' }),
    ])

    const spanish = await form(api.browser(), 'cover_letter', '?lang=es')
    expect(spanish.steps[0]?.title).toBe('El puesto')
    expect(spanish.variations.map((variation) => variation.name)).toEqual([
      'Formal',
      'Creativa',
      'Cambio de sector',
    ])
  })

  it('describes every template in every language exactly as the catalogue defines it', async () => {
    for (const seed of seedTemplates) {
      for (const locale of API_LOCALES) {
        const data = await form(api.browser(), seed.key, `?lang=${locale}`)
        const where = `${seed.key} (${locale})`
        expect(data.flow_template, where).toMatchObject({
          key: seed.key,
          slug: seed.slug[locale],
          name: seed.name[locale],
          output: seed.output,
        })
        expect(data.steps.length, where).toBeGreaterThanOrEqual(2)
        expect(data.steps.length, where).toBeLessThanOrEqual(4)
        expect(data.steps, where).toEqual(
          seed.steps.map((step, index) => ({
            number: index + 1,
            kind: step.kind ?? 'form',
            title: step.title[locale],
            description: step.description?.[locale] ?? null,
            fields: step.fields.map((field) => expectedField(field, locale)),
          })),
        )
        expect(data.variations, where).toEqual(
          (seed.variations ?? []).map((variation) => ({
            key: variation.key,
            name: variation.name[locale],
            description: variation.description[locale],
          })),
        )
      }
    }
  })

  it('has variations where the template has them, and none elsewhere', async () => {
    const withVariations = seedTemplates.filter((seed) => (seed.variations ?? []).length > 0)
    expect(withVariations.length).toBeGreaterThan(0)
    for (const seed of withVariations) {
      const data = await form(api.browser(), seed.key)
      expect(data.variations.length, seed.key).toBeGreaterThanOrEqual(2)
    }
    expect((await form(api.browser(), 'professional_bio')).variations).toEqual([])
  })

  it('answers 404 JSON to an unknown template, in the request language', async () => {
    const browser = api.browser()
    for (const reference of ['999999', '0', 'no-such-template', 'Cover_Letter', 'cover-letter-x']) {
      await expectNotFound(browser, `/api/flow-templates/${reference}/form`)
    }
    await expectNotFound(browser, '/api/flow-templates/999999/form?lang=fr', fr['http.not_found'])
  })

  it('answers 404, not 500, to hostile ids', async () => {
    const browser = api.browser()
    const hostile = [
      '1 OR 1=1',
      "1' OR '1'='1",
      '1; DROP TABLE flow_templates; --',
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      '%',
      '%FF',
      '99999999999999999999',
      '-1',
      '1.5',
      '1e3',
      '<script>alert(1)</script>',
      'x'.repeat(10_000),
      '9'.repeat(10_000),
    ]
    for (const id of hostile) {
      await expectNotFound(browser, `/api/flow-templates/${encodeURIComponent(id)}/form`)
    }
    // Still there afterwards.
    expect((await listTemplates(browser)).length).toBeGreaterThanOrEqual(16)
  })

  it('answers 404, not 500, to an id holding a NUL byte', async () => {
    const browser = api.browser()
    for (const id of ['%00', 'cover_letter%00', 'a%00b']) {
      await expectNotFound(browser, `/api/flow-templates/${id}/form`)
      await expectNotFound(browser, `/api/flow-templates/${id}/categories`)
    }
  })
})

describe('GET /api/flow-templates/{id}/categories', () => {
  it('lists the categories of a template, in catalogue order and the request language', async () => {
    const { data } = await getParsed(
      api.browser(),
      '/api/flow-templates/retirement_toast/categories?lang=fr',
      templateCategoriesResponseSchema,
    )
    expect(data.map((category) => [category.key, category.name, category.slug])).toEqual([
      ['career', 'Carrière et emploi', 'carriere'],
      ['celebrations', 'Fêtes et famille', 'fetes'],
    ])
    const id = await templateId('lullaby')
    for (const reference of [String(id), 'lullaby', 'ninna-nanna-personalizzata']) {
      const body = await getParsed(
        api.browser(),
        `/api/flow-templates/${reference}/categories`,
        templateCategoriesResponseSchema,
      )
      expect(keys(body.data), reference).toEqual(seedTemplate('lullaby').categories)
    }
    for (const seed of seedTemplates) {
      const body = await getParsed(
        api.browser(),
        `/api/flow-templates/${seed.key}/categories`,
        templateCategoriesResponseSchema,
      )
      expect(new Set(keys(body.data)), seed.key).toEqual(new Set(seed.categories))
    }
  })

  it('answers 404 to an unknown template', async () => {
    await expectNotFound(api.browser(), '/api/flow-templates/no-such-template/categories')
    await expectNotFound(api.browser(), '/api/flow-templates/999999/categories')
  })
})

describe('GET /api/flow-templates/{id}/remaining-requests', () => {
  it('answers 401 to a visitor', async () => {
    for (const browser of [await signedOut(), api.browser(), api.browser('')]) {
      const response = await browser.get('/api/flow-templates/cover_letter/remaining-requests')
      expect(response.status).toBe(401)
      expect(messageSchema.parse(await response.json())).toEqual({
        message: en['auth.unauthenticated'],
      })
    }
  })

  it('gives a new user the whole monthly allowance of every template', async () => {
    const { browser } = await signedIn('allowance')
    for (const seed of seedTemplates) {
      expect(await remaining(browser, seed.key), seed.key).toEqual({
        remaining_requests: seed.freeRequestsPerMonth,
        monthly_allowance: seed.freeRequestsPerMonth,
      })
    }
    const id = await templateId('brand_jingle')
    expect((await remaining(browser, String(id))).monthly_allowance).toBe(3)
    expect((await remaining(browser, 'jingle-de-marque')).monthly_allowance).toBe(3)
  })

  it('answers 404 to a signed-in user for an unknown template', async () => {
    const { browser } = await signedIn('allowance-unknown')
    await expectNotFound(browser, '/api/flow-templates/no-such-template/remaining-requests')
  })

  /** A result of the template written for the user now (as the generation job records it). */
  async function generated(email: string, key: string) {
    const user = await api.services.db.query.users.findFirst({ where: eq(users.email, email) })
    if (!user) throw new Error(`No user ${email}`)
    await api.services.db.insert(generations).values({
      userId: user.id,
      templateId: await templateId(key),
      generator: 'assembly',
      completedAt: api.clock.now(),
    })
  }

  it('decreases with each result of that template, never below 0', async () => {
    const { email, browser } = await signedIn('allowance-used')
    const allowance = seedTemplate('brand_jingle').freeRequestsPerMonth
    expect(allowance).toBeGreaterThan(0)
    for (let used = 1; used <= allowance + 2; used++) {
      await generated(email, 'brand_jingle')
      expect(await remaining(browser, 'brand_jingle'), `after ${used} results`).toEqual({
        remaining_requests: Math.max(0, allowance - used),
        monthly_allowance: allowance,
      })
    }
    // Other templates and other users keep their allowance.
    expect((await remaining(browser, 'cover_letter')).remaining_requests).toBe(
      seedTemplate('cover_letter').freeRequestsPerMonth,
    )
    const other = await signedIn('allowance-other')
    expect((await remaining(other.browser, 'brand_jingle')).remaining_requests).toBe(allowance)
  })

  it('counts each template on its own, whatever its reference', async () => {
    const { email, browser } = await signedIn('allowance-each')
    for (const seed of seedTemplates) await generated(email, seed.key)
    for (const seed of seedTemplates) {
      expect((await remaining(browser, seed.slug.es)).remaining_requests, seed.key).toBe(
        Math.max(0, seed.freeRequestsPerMonth - 1),
      )
    }
  })

  it('does not count a flow that has not produced a result (a draft costs nothing)', async () => {
    const { browser } = await signedIn('allowance-draft')
    await createFlow(browser, 'cover_letter')
    expect((await remaining(browser, 'cover_letter')).remaining_requests).toBe(
      seedTemplate('cover_letter').freeRequestsPerMonth,
    )
  })

  it('does not count results of last month', async () => {
    const { email, browser } = await signedIn('allowance-month')
    const allowance = seedTemplate('rental_agreement').freeRequestsPerMonth
    await generated(email, 'rental_agreement')
    await generated(email, 'rental_agreement')
    expect((await remaining(browser, 'rental_agreement')).remaining_requests).toBe(allowance - 2)

    const now = api.clock.now()
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 12)
    api.clock.advance(nextMonth - now.getTime())
    expect(api.clock.now().getUTCMonth()).toBe((now.getUTCMonth() + 1) % 12)

    // The session has long expired: the user comes back and signs in again.
    const later = api.browser()
    expect((await later.login(email)).status).toBe(204)
    expect(await remaining(later, 'rental_agreement')).toEqual({
      remaining_requests: allowance,
      monthly_allowance: allowance,
    })
    await generated(email, 'rental_agreement')
    expect((await remaining(later, 'rental_agreement')).remaining_requests).toBe(allowance - 1)
  })
})

describe('GET /api/dashboard/flow-templates/recently-viewed', () => {
  async function viewCount() {
    const [row] = await api.services.db.select({ n: count() }).from(templateViews)
    return row?.n ?? 0
  }

  it('answers 401 to a visitor', async () => {
    for (const browser of [await signedOut(), api.browser()]) {
      const response = await browser.get('/api/dashboard/flow-templates/recently-viewed')
      expect(response.status).toBe(401)
      expect(messageSchema.parse(await response.json())).toEqual({
        message: en['auth.unauthenticated'],
      })
    }
  })

  it('records the forms a user opens, most recent first, without duplicates', async () => {
    const { browser } = await signedIn('viewer')
    expect(await recentlyViewed(browser)).toEqual([])
    await form(browser, 'cover_letter')
    api.clock.advance(1000)
    await form(browser, 'discours-de-mariage')
    api.clock.advance(1000)
    await form(browser, await templateId('lullaby'))
    expect(keys(await recentlyViewed(browser))).toEqual([
      'lullaby',
      'wedding_speech',
      'cover_letter',
    ])

    api.clock.advance(1000)
    await form(browser, 'carta-de-presentacion')
    const viewed = await recentlyViewed(browser, '?lang=fr')
    expect(keys(viewed)).toEqual(['cover_letter', 'lullaby', 'wedding_speech'])
    expect(viewed[0]).toMatchObject({ name: 'Lettre de motivation', slug: 'lettre-de-motivation' })

    // Someone else's views are their own.
    const other = await signedIn('viewer-other')
    expect(await recentlyViewed(other.browser)).toEqual([])
    // An unknown template is not a view.
    await expectNotFound(browser, '/api/flow-templates/no-such-template/form')
    expect(keys(await recentlyViewed(browser))).toHaveLength(3)
  })

  it('keeps the 10 most recent', async () => {
    const { browser } = await signedIn('viewer-many')
    const opened = seedTemplates.slice(0, 12).map((seed) => seed.key)
    expect(opened).toHaveLength(12)
    for (const key of opened) {
      await form(browser, key)
      api.clock.advance(1000)
    }
    const viewed = await recentlyViewed(browser)
    expect(viewed).toHaveLength(10)
    expect(keys(viewed)).toEqual(opened.slice(2).reverse())
  })

  it('does not record what a visitor opens, even once they sign up', async () => {
    const before = await viewCount()
    const visitor = await signedOut()
    for (const key of ['cover_letter', 'lullaby', 'brand_jingle']) await form(visitor, key)
    expect(await viewCount()).toBe(before)
    expect((await visitor.register({ email: uniqueEmail('visitor') })).status).toBe(204)
    expect(await recentlyViewed(visitor)).toEqual([])
    await form(visitor, 'podcast_intro')
    expect(await viewCount()).toBe(before + 1)
    expect(keys(await recentlyViewed(visitor))).toEqual(['podcast_intro'])
  })
})

describe('GET /api/combined-search', () => {
  it('finds French templates with or without accents, whatever the case', async () => {
    const cases: [string, string][] = [
      ['lettre de motivation', 'cover_letter'],
      ['lettre motivation', 'cover_letter'],
      ['LETTRE DE MOTIVATION', 'cover_letter'],
      ['Discours de mariage', 'wedding_speech'],
      ['discours de MARIAGE', 'wedding_speech'],
      ['berceuse', 'lullaby'],
      ['Berceuse personnalisée', 'lullaby'],
      ['berceuse personnalisee', 'lullaby'],
      ['Lettre de démission', 'resignation_letter'],
      ['lettre de demission', 'resignation_letter'],
      ['méditation guidée', 'meditation_script'],
      ['MEDITATION GUIDEE', 'meditation_script'],
      ['poème', 'birthday_poem'],
      ['poeme', 'birthday_poem'],
      ['synthese business plan', 'business_plan_summary'],
    ]
    for (const [query, key] of cases) {
      const { flow_templates: found } = await search(query)
      expect(found[0]?.key, query).toBe(key)
      expect(found[0]?.name, query).toBe(seedTemplate(key).name.fr)
      expect(found[0]?.slug, query).toBe(seedTemplate(key).slug.fr)
    }
  })

  it('matches words by their beginning', async () => {
    for (const [query, key] of [
      ['motiv', 'cover_letter'],
      ['lettre moti', 'cover_letter'],
      ['berc', 'lullaby'],
      ['dém', 'resignation_letter'],
    ] as const) {
      expect(keys((await search(query)).flow_templates)[0], query).toBe(key)
    }
  })

  it('finds categories too', async () => {
    for (const query of ['carrière', 'carriere', 'CARRIÈRE', 'emploi']) {
      const { categories } = await search(query)
      expect(categories[0], query).toMatchObject({ key: 'career', name: 'Carrière et emploi' })
    }
    expect(keys((await search('fêtes famille')).categories)).toEqual(['celebrations'])
    expect(keys((await search('fetes')).categories)).toContain('celebrations')
    expect(keys((await search('wedding', 'en')).flow_templates)[0]).toBe('wedding_speech')
    expect(keys((await search('career', 'en')).categories)[0]).toBe('career')
  })

  it('puts the best match first: a word of the name before a word of the description', async () => {
    const cases: [string, string, string][] = [
      ['marque', 'brand_jingle', 'product_description'],
      ['produit', 'product_description', 'video_script'],
      ['vidéo', 'video_script', 'brand_jingle'],
      ['plan', 'business_plan_summary', 'video_script'],
    ]
    for (const [query, best, other] of cases) {
      const found = keys((await search(query)).flow_templates)
      expect(found[0], query).toBe(best)
      expect(found, query).toContain(other)
    }
    const found = keys((await search('brand', 'en')).flow_templates)
    expect(found[0]).toBe('brand_jingle')
    expect(found).toContain('product_description')
  })

  it('searches in the request language', async () => {
    expect(keys((await search('berceuse', 'en')).flow_templates)).not.toContain('lullaby')
    expect(keys((await search('lullaby', 'en')).flow_templates)).toContain('lullaby')
    expect(keys((await search('ninna nanna', 'it')).flow_templates)[0]).toBe('lullaby')
  })

  it('answers empty lists when nothing matches, or nothing is asked', async () => {
    const empty = { flow_templates: [], categories: [] }
    expect(await search('xylophone quantique')).toEqual(empty)
    expect(await search('motivation xylophone')).toEqual(empty)
    expect(await search(undefined)).toEqual(empty)
    expect(await search('')).toEqual(empty)
    expect(await search('   ')).toEqual(empty)
    expect(await search('!?;,.')).toEqual(empty)
  })

  it('answers 200 with lists, never 500, to SQL and tsquery syntax', async () => {
    const hostile = [
      "' OR 1=1; --",
      "'; DROP TABLE flow_templates; --",
      'a & | ! ( ) :*',
      '&&&',
      '!!',
      '(',
      ':*',
      "'",
      '"',
      '\\',
      '\\\\x',
      '%',
      '_',
      '%lettre%',
      'lettre:*',
      'lettre:A',
      'lettre <-> motivation',
      'lettre & motivation',
      'lettre | demission',
      '!lettre',
      '$$',
      '$1',
      '--',
      '/* */',
      'lʼoffre',
      '🙂 lettre',
      'ｌｅｔｔｒｅ',
      'a'.repeat(200),
      'a b c d e f g h i j k l',
    ]
    for (const query of hostile) {
      const response = await api
        .browser()
        .get(`/api/combined-search?searchQuery=${encodeURIComponent(query)}`, {
          'accept-language': 'fr',
        })
      expect(response.status, query).toBe(200)
      // The contract's shape: two lists of summaries.
      combinedSearchResponseSchema.parse(await response.json())
    }
    // Operators are words separators, not syntax: "lettre:*" and "lettre & motivation" search words.
    expect(keys((await search('lettre:*')).flow_templates)).toContain('cover_letter')
    expect(keys((await search('lettre & motivation')).flow_templates)).toEqual(['cover_letter'])
    expect(keys((await search('ｌｅｔｔｒｅ')).flow_templates)).toContain('cover_letter')
    // The templates are all still there.
    expect((await listTemplates(api.browser())).length).toBeGreaterThanOrEqual(16)
  })

  it('answers 200, not 500, to letters unaccent turns into a quote', async () => {
    for (const query of ['ʼ', 'ʹ', 'ŉ']) {
      const response = await api
        .browser()
        .get(`/api/combined-search?searchQuery=${encodeURIComponent(query)}`)
      expect(response.status, query).toBe(200)
      combinedSearchResponseSchema.parse(await response.json())
    }
  })

  it('refuses a query longer than 200 characters with 422', async () => {
    const longest = 'lettre de motivation '.repeat(10).slice(0, 200)
    expect(longest).toHaveLength(200)
    expect(keys((await search(longest)).flow_templates)).toContain('cover_letter')
    for (const query of ['x'.repeat(201), 'lettre '.repeat(43).slice(0, 300)]) {
      const response = await api
        .browser()
        .get(`/api/combined-search?searchQuery=${encodeURIComponent(query)}`)
      expect(response.status, `${query.length} characters`).toBe(422)
      const body = validationErrorSchema.parse(await response.json())
      expect(Object.keys(body.errors)).toEqual(['searchQuery'])
    }
  })

  it('refuses a NUL byte with 422 rather than failing in the database', async () => {
    const response = await api.browser().get('/api/combined-search?searchQuery=lettre%00')
    expect(response.status).toBe(422)
    expect(Object.keys(validationErrorSchema.parse(await response.json()).errors)).toEqual([
      'searchQuery',
    ])
  })
})

describe('GET /api/landing-pages', () => {
  it('lists a landing page per template and per category, with a slug in every language', async () => {
    const { data } = await getParsed(
      api.browser(),
      '/api/landing-pages',
      landingPageListResponseSchema,
    )
    expect(data.length).toBeGreaterThanOrEqual(seedTemplates.length + seedCategories.length)
    for (const page of data) {
      expect(
        page.languages.map((language) => language.locale),
        page.landingId,
      ).toEqual([...API_LOCALES])
      for (const language of page.languages) expect(language.slug, page.landingId).not.toBe('')
    }
    for (const seed of seedTemplates) {
      expect(data.find((page) => page.landingId === `tool-${seed.key}`)).toEqual({
        landingId: `tool-${seed.key}`,
        value: seed.key,
        page_type: 'default',
        languages: API_LOCALES.map((locale) => ({ locale, slug: seed.slug[locale] })),
      })
    }
    for (const seed of seedCategories) {
      expect(data.find((page) => page.landingId === `category-${seed.key}`)).toEqual({
        landingId: `category-${seed.key}`,
        value: seed.key,
        page_type: 'category',
        languages: API_LOCALES.map((locale) => ({ locale, slug: seed.slug[locale] })),
      })
    }
    expect(new Set(data.map((page) => page.landingId)).size).toBe(data.length)
  })

  it('finds one landing page by its slug in any language, or by its landingId', async () => {
    const coverLetter = seedTemplate('cover_letter')
    for (const slug of [...Object.values(coverLetter.slug), 'tool-cover_letter']) {
      const { data } = await getParsed(
        api.browser(),
        `/api/landing-pages/${slug}`,
        landingPageResponseSchema,
      )
      expect(data.landingId, slug).toBe('tool-cover_letter')
      expect(data.value).toBe('cover_letter')
      expect(data.languages).toEqual([
        { locale: 'en', slug: 'cover-letter' },
        { locale: 'fr', slug: 'lettre-de-motivation' },
        { locale: 'es', slug: 'carta-de-presentacion' },
        { locale: 'it', slug: 'lettera-di-presentazione' },
      ])
    }
    for (const [slug, landingId] of [
      ['fetes', 'category-celebrations'],
      ['audio-e-creator', 'category-audio'],
      ['category-career', 'category-career'],
      ['ninna-nanna-personalizzata', 'tool-lullaby'],
    ]) {
      const { data } = await getParsed(
        api.browser(),
        `/api/landing-pages/${slug}`,
        landingPageResponseSchema,
      )
      expect(data.landingId, slug).toBe(landingId)
      expect(data.languages.map((language) => language.locale)).toEqual([...API_LOCALES])
    }
  })

  it('answers 404 to an unknown landing page', async () => {
    const browser = api.browser()
    for (const slug of ['no-such-page', 'tool-nothing', 'cover_letter', '%00', 'x'.repeat(5000)]) {
      await expectNotFound(browser, `/api/landing-pages/${slug}`)
    }
    await expectNotFound(browser, '/api/landing-pages/no-such-page?lang=fr', fr['http.not_found'])
  })
})

describe('GET /api/flow-templates/{id}/example', () => {
  it('writes the tool’s example in the request’s language, as escaped HTML, by any reference', async () => {
    const french = await getParsed(
      api.browser(),
      '/api/flow-templates/lettre-de-motivation/example',
      templateExampleResponseSchema,
      { 'accept-language': 'fr' },
    )
    expect(french.data.html).toContain('<p>')
    expect(french.data.html).toContain('Madame, Monsieur,')
    expect(french.data.html).not.toMatch(/<script|\{|\}/)
    const english = await getParsed(
      api.browser(),
      '/api/flow-templates/cover_letter/example',
      templateExampleResponseSchema,
    )
    expect(english.data.html).toContain('Dear ')
  })

  it('answers 404 for a tool whose result is sound, and for an unknown tool', async () => {
    await expectNotFound(api.browser(), '/api/flow-templates/lullaby/example')
    await expectNotFound(api.browser(), '/api/flow-templates/no-such-tool/example')
  })
})
