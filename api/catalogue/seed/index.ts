// The whole seeded catalogue: categories and the templates of each category file, each document
// template's sections given their assembly text.
import type { TemplateSeed } from '../seed-schema.ts'
import { assemblies } from './assembly/index.ts'
import { templates as audio } from './audio.ts'
import { templates as business } from './business.ts'
import { templates as career } from './career.ts'
import { categories } from './categories.ts'
import { templates as celebrations } from './celebrations.ts'

export { categories, RESERVED_SLUGS } from './categories.ts'

function withAssembly(template: TemplateSeed): TemplateSeed {
  const assembly = assemblies[template.key]
  if (!assembly || template.blueprint.kind !== 'sections') return template
  const sections = template.blueprint.sections.map((section) => ({
    ...section,
    assembly: assembly.sections[section.key],
  }))
  return { ...template, blueprint: { ...template.blueprint, sections } }
}

export const templates = [...career, ...business, ...celebrations, ...audio].map(withAssembly)
export const catalogueSeed = { categories, templates }
