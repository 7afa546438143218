// The URL of a locale's message chunk, for the page to preload it: the entry script loads it
// before hydrating, and would otherwise only discover it once it runs.
import chunks from 'virtual:paraglide-locale-chunks'

export const localeChunkUrl = (locale: string): string | null => chunks[locale] ?? null
