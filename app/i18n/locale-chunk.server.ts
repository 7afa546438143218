// The URLs of a locale's message chunks by group, for pages to preload theirs: the entry script
// loads them before hydrating, and would otherwise only discover them once it runs.
import chunks from 'virtual:paraglide-locale-chunks'

export const messageChunkUrls = (locale: string): Partial<Record<string, string>> =>
  chunks[locale] ?? {}
