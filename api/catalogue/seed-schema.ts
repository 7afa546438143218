// The shape of the seeded catalogue (api/catalogue/seed/*.ts): categories and flow templates,
// every text in the four languages. The seed step validates the data with these schemas.
import { z } from 'zod'
import { FIELD_TYPES, OUTPUT_KINDS } from '../contract/constants.ts'
import { sectionAssemblySchema } from './assembly-schema.ts'

const text = z.string().trim().min(1)
export const localizedSchema = z.object({ en: text, fr: text, es: text, it: text })
export type Localized = z.infer<typeof localizedSchema>

/** URL slugs: lower-case ASCII words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
export const localizedSlugSchema = z.object({ en: slug, fr: slug, es: slug, it: slug })

const key = z.string().regex(/^[a-z][a-z0-9_]*$/)

export const optionSchema = z.object({ value: key, label: localizedSchema })

export const fieldRulesSchema = z
  .object({
    required: z.boolean().default(false),
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    /** A JavaScript and PostgreSQL compatible regular expression the whole value must match. */
    pattern: z.string().optional(),
    patternMessage: localizedSchema.optional(),
    /** File fields: accepted MIME types and the size limit. */
    accept: z.array(z.string()).optional(),
    maxSizeMb: z.number().positive().max(20).optional(),
  })
  .strict()

export const fieldSchema = z
  .object({
    name: key,
    type: z.enum(FIELD_TYPES),
    label: localizedSchema,
    help: localizedSchema.optional(),
    placeholder: localizedSchema.optional(),
    options: z.array(optionSchema).min(2).optional(),
    rules: fieldRulesSchema,
    /**
     * Content that depends on an earlier answer: for each value of `field` (an earlier step's
     * select or radio), the options offered here, or a different label/help/placeholder.
     */
    dependsOn: z
      .object({
        field: key,
        cases: z.record(
          key,
          z.object({
            label: localizedSchema.optional(),
            help: localizedSchema.optional(),
            placeholder: localizedSchema.optional(),
            options: z.array(optionSchema).min(2).optional(),
          }),
        ),
      })
      .optional(),
  })
  .strict()
  .superRefine((field, context) => {
    const choice = field.type === 'select' || field.type === 'radio'
    if (choice && !field.options && !field.dependsOn) {
      context.addIssue({ code: 'custom', message: `${field.name}: choices need options` })
    }
    if (!choice && field.options) {
      context.addIssue({ code: 'custom', message: `${field.name}: only select/radio have options` })
    }
    if (field.type === 'file' && !field.rules.accept) {
      context.addIssue({
        code: 'custom',
        message: `${field.name}: file fields list accepted types`,
      })
    }
  })
export type FieldSeed = z.infer<typeof fieldSchema>

export const stepSchema = z
  .object({
    /** `outline`: the user reviews and edits an outline drafted from the earlier answers. */
    kind: z.enum(['form', 'outline']).default('form'),
    title: localizedSchema,
    description: localizedSchema.optional(),
    fields: z.array(fieldSchema).min(1),
  })
  .strict()

export const templateSeedSchema = z
  .object({
    key,
    categories: z.array(key).min(1),
    output: z.enum(OUTPUT_KINDS),
    slug: localizedSlugSchema,
    name: localizedSchema,
    description: localizedSchema,
    /** Free generations per signed-in user and month. */
    freeRequestsPerMonth: z.number().int().min(0),
    /** Alternative versions of the tool, chosen with the form's `variationKey`. */
    variations: z
      .array(z.object({ key, name: localizedSchema, description: localizedSchema }))
      .min(2)
      .optional(),
    steps: z.array(stepSchema).min(2).max(4),
    /**
     * What the generator produces (used by the generation issue): for documents and PDFs the
     * sections, in order; for music the fields holding mood, tempo and length; for speech the
     * field holding the text to read and the voice style.
     */
    blueprint: z.union([
      z.object({
        kind: z.literal('sections'),
        sections: z
          .array(
            z.object({
              key,
              title: localizedSchema,
              /** What the embedded composer writes for the section (seed/assembly). */
              assembly: sectionAssemblySchema.optional(),
            }),
          )
          .min(1),
      }),
      z.object({
        kind: z.literal('music'),
        moodField: key,
        tempoField: key,
        lengthField: key,
      }),
      z.object({
        kind: z.literal('speech'),
        textField: key,
        voice: z.enum(['calm', 'warm', 'energetic']),
      }),
    ]),
  })
  .strict()
export type TemplateSeed = z.input<typeof templateSeedSchema>

export const categorySeedSchema = z
  .object({
    key,
    slug: localizedSlugSchema,
    name: localizedSchema,
    description: localizedSchema,
    /** A lucide icon name. */
    icon: z.string(),
    position: z.number().int(),
  })
  .strict()
export type CategorySeed = z.input<typeof categorySeedSchema>
