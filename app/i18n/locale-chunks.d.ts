declare module 'virtual:paraglide-locale-chunks' {
  /** Each locale's message chunk in the client build, by locale (empty in development). */
  const chunks: Partial<Record<string, string>>
  export default chunks
}
