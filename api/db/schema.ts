// The reference API's tables (Drizzle, PostgreSQL dialect), one file per part of the domain in
// tables/; drizzle-kit reads them all from here.
import {
  captchaUses,
  emailChanges,
  loginTokens,
  mailOutbox,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
} from './tables/accounts.ts'
import {
  categories,
  categoryTranslations,
  flowTemplateCategories,
  flowTemplates,
  flowTemplateTranslations,
  landingPages,
  seedRuns,
  templateViews,
} from './tables/catalogue.ts'
import { documentVersions, flowDocuments, flowInputs, flows, generations } from './tables/flows.ts'

export * from './tables/accounts.ts'
export * from './tables/catalogue.ts'
export * from './tables/flows.ts'

export const schema = {
  users,
  sessions,
  passwordResetTokens,
  emailChanges,
  loginTokens,
  rateLimits,
  mailOutbox,
  captchaUses,
  categories,
  categoryTranslations,
  flowTemplates,
  flowTemplateTranslations,
  flowTemplateCategories,
  templateViews,
  flows,
  flowInputs,
  flowDocuments,
  documentVersions,
  generations,
  landingPages,
  seedRuns,
}
