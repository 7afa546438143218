// The whole seeded catalogue: categories and the templates of each category file.
import { templates as audio } from './audio.ts'
import { templates as business } from './business.ts'
import { templates as career } from './career.ts'
import { categories } from './categories.ts'
import { templates as celebrations } from './celebrations.ts'

export { categories, RESERVED_SLUGS } from './categories.ts'

export const templates = [...career, ...business, ...celebrations, ...audio]
export const catalogueSeed = { categories, templates }
