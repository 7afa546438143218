// Column types every table uses. Times come from the API's clock, never the database's.
import { customType, timestamp } from 'drizzle-orm/pg-core'

export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
