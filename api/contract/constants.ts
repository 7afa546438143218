// What the web app and the API share, written once. Free of zod and of everything else, so the
// web app's configuration and its first-visit bundle can import it at no cost.

export const LOCALES = ['en', 'fr', 'es', 'it'] as const
export type Locale = (typeof LOCALES)[number]

/** What a flow produces (SPEC §1). */
export const OUTPUT_KINDS = ['document', 'pdf', 'music', 'speech'] as const
export type OutputKind = (typeof OUTPUT_KINDS)[number]

/** The kinds of question a flow template's step asks. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'select',
  'radio',
  'checkbox',
  'date',
  'file',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Paged lists (`?page=&per_page=`): the page size when none is asked (SPEC §3, §9). */
export const DEFAULT_PER_PAGE = 10
export const MAX_PER_PAGE = 100

export const PASSWORD_MIN_LENGTH = 8

/** Laravel's `confirmed` rule: a confirmation, when there is one, repeats the password. */
export function passwordConfirmed(values: { password: string; password_confirmation?: string }) {
  return (
    values.password_confirmation === undefined || values.password_confirmation === values.password
  )
}

/** The reason a form gives its mismatch issue, for the web app to word it. */
export const PASSWORD_MISMATCH = 'password_mismatch'
