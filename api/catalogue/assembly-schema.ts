// Assembly text: how the embedded composer (api/generation/assemble.ts) writes each section of a
// document template in each language, with the user's answers placed in it. Texts are ICU
// MessageFormat (intl-messageformat): `{company}` puts an answer in, `{start_date, date, long}` and
// `{rent, number, ::currency/EUR}` format for the locale, `{tone, select, formal {…} other {…}}`
// chooses by an answer. `**…**` around words makes them bold.
import { z } from 'zod'

/** An ICU message. */
const message = z.string().trim().min(1)

/**
 * When a block is written: `field` (answered, and not `false`), `!field` (not answered, or
 * `false`), `field=a|b` (one of these values), `field!=a|b` (none of them). Several: all must hold.
 */
export const conditionSchema = z
  .string()
  .regex(/^(!?[a-z][a-z0-9_]*|[a-z][a-z0-9_]*!?=[a-z0-9_]+(\|[a-z0-9_]+)*)$/)
const when = z.union([conditionSchema, z.array(conditionSchema).min(1)]).optional()

/**
 * A list's items: written out, or one per line of a long-text answer (`lines`), each line put
 * into `item` as `{item}` when given. Lines lose any leading bullet or number the user typed.
 */
const listItems = z.union([
  z.array(message).min(1),
  z.strictObject({ lines: z.string().regex(/^[a-z][a-z0-9_]*$/), item: message.optional() }),
])

export const assemblyBlockSchema = z.union([
  z.strictObject({
    heading: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    text: message,
    when,
  }),
  /** A line break inside the text (`\n`, or one in an answer) stays a line break. */
  z.strictObject({ paragraph: message, when }),
  z.strictObject({ bullets: listItems, when }),
  z.strictObject({ numbered: listItems, when }),
  z.strictObject({ quote: message, when }),
  z.strictObject({ rule: z.literal(true), when }),
])
export type AssemblyBlock = z.infer<typeof assemblyBlockSchema>

const blocks = z.array(assemblyBlockSchema).min(1)
/** One section's text in every language. */
export const sectionAssemblySchema = z.strictObject({
  en: blocks,
  fr: blocks,
  es: blocks,
  it: blocks,
})
export type SectionAssembly = z.infer<typeof sectionAssemblySchema>

/**
 * A template's assembly: the text of each blueprint section (by key), and an example of answers
 * in each language (a person's plausible answers, used by tests, benchmarks and the tool's page).
 */
export type TemplateAssembly = {
  sections: Record<string, SectionAssembly>
  examples: Record<'en' | 'fr' | 'es' | 'it', Record<string, string>>
}
