declare module 'virtual:paraglide-locale-chunks' {
  /** Each locale's message chunks in the client build, by group (empty in development). */
  const chunks: Partial<Record<string, Partial<Record<string, string>>>>
  export default chunks
}

declare module 'virtual:paraglide-message-loaders' {
  /** In the browser build, a loader per locale and message group (empty on the server). */
  const loaders: Partial<
    Record<
      string,
      Partial<Record<string, () => Promise<Record<string, (inputs?: unknown) => string>>>>
    >
  >
  export default loaders
}

declare module 'virtual:bundled-translations' {
  /** The seeded catalogue's translation namespaces, by namespace and locale (build-time data). */
  const translations: Record<string, Record<string, Record<string, unknown>>>
  export default translations
}
