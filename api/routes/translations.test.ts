// GET /api/translations/{namespace}/{locale} on the real API and database: the catalogue's texts
// for the web app, in each of the four languages, with the same keys in all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { catalogueSeed } from '../catalogue/seed/index.ts'
import { API_LOCALES, type ApiLocale } from '../i18n/translate.ts'
import { createTestApi, type TestApi } from '../testing/harness.ts'

let api: TestApi

beforeAll(async () => {
  api = await createTestApi()
})

afterAll(async () => {
  await api?.close()
})

// The wire shapes of the three namespaces (api/catalogue/translations.ts); the contract in
// api/contract/catalogue.ts has no schema for them, so they are spelled out here, strict.
const text = z.string().min(1)
const nameAndDescription = z.object({ name: text, description: text }).strict()

const toolsSchema = z
  .object({
    categories: z.record(z.string(), nameAndDescription),
    templates: z.record(z.string(), nameAndDescription),
  })
  .strict()

const landingSchema = z.record(
  z.string(),
  z
    .object({
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      title: text,
      description: text,
    })
    .strict(),
)

const flowsSchema = z.record(
  z.string(),
  z
    .object({
      name: text,
      description: text,
      steps: z.array(
        z
          .object({
            title: text,
            description: text.nullable(),
            fields: z.record(
              z.string(),
              z
                .object({
                  label: text,
                  help: text.nullable(),
                  placeholder: text.nullable(),
                  options: z.record(z.string(), text),
                })
                .strict(),
            ),
          })
          .strict(),
      ),
      variations: z.record(z.string(), nameAndDescription),
    })
    .strict(),
)

const namespaces = { flows: flowsSchema, tools: toolsSchema, landing: landingSchema }
type Namespace = keyof typeof namespaces
const NAMESPACES: Namespace[] = ['flows', 'tools', 'landing']

/** GETs a namespace in a language, checks the response and parses it with its schema. */
async function fetchNamespace(
  namespace: Namespace,
  locale: ApiLocale,
  headers?: Record<string, string>,
): Promise<unknown> {
  const response = await api.browser().get(`/api/translations/${namespace}/${locale}`, headers)
  expect(response.status, `${namespace}/${locale}`).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  return namespaces[namespace].parse(await response.json())
}

const flowsIn = async (locale: ApiLocale, headers?: Record<string, string>) =>
  flowsSchema.parse(await fetchNamespace('flows', locale, headers))
const toolsIn = async (locale: ApiLocale, headers?: Record<string, string>) =>
  toolsSchema.parse(await fetchNamespace('tools', locale, headers))
const landingIn = async (locale: ApiLocale, headers?: Record<string, string>) =>
  landingSchema.parse(await fetchNamespace('landing', locale, headers))

/** Every path to a leaf, with the leaf's kind: `cover_letter.steps.0.fields.phone.help:string`. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value)
    if (entries.length === 0) return [`${prefix}:empty`]
    return entries.flatMap(([key, child]) =>
      leafPaths(child, prefix ? `${prefix}.${key}` : `${key}`),
    )
  }
  return [`${prefix}:${value === null ? 'null' : typeof value}`]
}

const templateKeys = catalogueSeed.templates.map((template) => template.key).sort()
const categoryKeys = catalogueSeed.categories.map((category) => category.key).sort()

function seedTemplate(key: string) {
  const template = catalogueSeed.templates.find((candidate) => candidate.key === key)
  if (!template) throw new Error(`No template ${key} in the seed`)
  return template
}

describe('GET /api/translations/{namespace}/{locale}', () => {
  it('serves every namespace in every language as a non-empty object', async () => {
    for (const locale of API_LOCALES) {
      const flows = await flowsIn(locale)
      expect(Object.keys(flows).sort(), locale).toEqual(templateKeys)
      const tools = await toolsIn(locale)
      expect(Object.keys(tools.templates).sort(), locale).toEqual(templateKeys)
      expect(Object.keys(tools.categories).sort(), locale).toEqual(categoryKeys)
      const landing = await landingIn(locale)
      expect(Object.keys(landing).sort(), locale).toEqual(templateKeys)
    }
  })

  it('speaks French in fr: known names, labels, options and slugs', async () => {
    const tools = await toolsIn('fr')
    expect(tools.templates.cover_letter?.name).toBe('Lettre de motivation')
    expect(tools.templates.wedding_speech?.name).toBe('Discours de mariage')
    expect(tools.categories.career?.name).toBe('Carrière et emploi')
    expect(tools.categories.celebrations?.name).toBe('Fêtes et famille')

    const landing = await landingIn('fr')
    expect(landing.cover_letter).toEqual({
      slug: 'lettre-de-motivation',
      title: 'Lettre de motivation',
      description: seedTemplate('cover_letter').description.fr,
    })

    const flows = await flowsIn('fr')
    const coverLetter = flows.cover_letter
    expect(coverLetter?.name).toBe('Lettre de motivation')
    expect(coverLetter?.steps.map((step) => step.title)).toEqual([
      'Le poste',
      'Votre profil',
      seedTemplate('cover_letter').steps[2]?.title.fr,
    ])
    expect(coverLetter?.steps[0]?.fields.application_type).toEqual({
      label: 'Dans quel cadre postulez-vous ?',
      help: null,
      placeholder: null,
      options: {
        job_ad: 'En réponse à une offre d’emploi',
        unsolicited: 'Candidature spontanée',
        referral: 'Sur recommandation',
      },
    })
    expect(coverLetter?.steps[0]?.fields.job_title?.placeholder).toBe('Chargé de communication')
    expect(coverLetter?.variations.formal?.name).toBe('Classique')
    expect(flows.professional_bio?.variations).toEqual({})
  })

  it('gives every text in the language of the path, not of the request', async () => {
    for (const locale of API_LOCALES) {
      const other = locale === 'it' ? 'fr' : 'it'
      const headers = { 'accept-language': other }
      const tools = await toolsIn(locale, headers)
      const landing = await landingIn(locale, headers)
      const flows = await flowsIn(locale, headers)
      for (const seed of catalogueSeed.templates) {
        const where = `${seed.key} (${locale})`
        expect(tools.templates[seed.key], where).toEqual({
          name: seed.name[locale],
          description: seed.description[locale],
        })
        expect(landing[seed.key], where).toEqual({
          slug: seed.slug[locale],
          title: seed.name[locale],
          description: seed.description[locale],
        })
        const flow = flows[seed.key]
        expect(flow?.name, where).toBe(seed.name[locale])
        expect(
          flow?.steps.map((step) => step.title),
          where,
        ).toEqual(seed.steps.map((step) => step.title[locale]))
        for (const [index, step] of seed.steps.entries()) {
          for (const field of step.fields) {
            expect(flow?.steps[index]?.fields[field.name]?.label, `${where} ${field.name}`).toBe(
              field.label[locale],
            )
          }
        }
        expect(Object.keys(flow?.variations ?? {}), where).toEqual(
          (seed.variations ?? []).map((variation) => variation.key),
        )
      }
      for (const seed of catalogueSeed.categories) {
        expect(tools.categories[seed.key], `${seed.key} (${locale})`).toEqual({
          name: seed.name[locale],
          description: seed.description[locale],
        })
      }
    }
    // The four languages really differ.
    const names = await Promise.all(
      API_LOCALES.map(async (locale) => (await toolsIn(locale)).templates.cover_letter?.name),
    )
    expect(new Set(names).size).toBe(API_LOCALES.length)
  })

  it('has the same keys in all four languages, for each namespace', async () => {
    for (const namespace of NAMESPACES) {
      const [reference, ...others] = await Promise.all(
        API_LOCALES.map(async (locale) =>
          leafPaths(await fetchNamespace(namespace, locale)).sort(),
        ),
      )
      expect(reference?.length, namespace).toBeGreaterThan(templateKeys.length)
      for (const [index, paths] of others.entries()) {
        expect(paths, `${namespace}: en vs ${API_LOCALES[index + 1]}`).toEqual(reference)
      }
    }
  })

  it('answers 200 {} to an unknown namespace or locale', async () => {
    const unknown = [
      '/api/translations/nope/fr',
      '/api/translations/FLOWS/fr',
      '/api/translations/flows/de',
      '/api/translations/flows/FR',
      '/api/translations/flows/fr-FR',
      '/api/translations/tools/xx',
      '/api/translations/__proto__/en',
      '/api/translations/constructor/en',
      '/api/translations/toString/en',
      '/api/translations/flows/__proto__',
      '/api/translations/landing/constructor',
      `/api/translations/${'x'.repeat(5000)}/en`,
      '/api/translations/flows/en%00',
      '/api/translations/%00/fr',
      `/api/translations/${encodeURIComponent("' OR 1=1 --")}/${encodeURIComponent('../..')}`,
    ]
    for (const path of unknown) {
      const response = await api.browser().get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(z.record(z.string(), z.unknown()).parse(await response.json()), path).toEqual({})
    }
  })
})
