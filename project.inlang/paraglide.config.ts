// Paraglide compiler settings, read by both the Vite plugin and `paraglide-js compile`.
import { defineConfig } from '@inlang/paraglide-js'
import { LOCALE_COOKIE } from '../app.config.ts'

export default defineConfig({
  outdir: './app/paraglide',
  // One module per locale, so the browser downloads only the page's language (app/i18n).
  outputStructure: 'locale-modules',
  cookieName: LOCALE_COOKIE.name,
  cookieMaxAge: LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60,
  // The URL decides a page's language. The cookie is written only when a visitor picks a language
  // (app/i18n/remember-locale.ts) and read only to redirect `/` (app/i18n/cookie-locale-redirect.ts),
  // as the original Next.js app did: a shared /fr/… link stays French and changes no preference.
  strategy: ['url', 'baseLocale'],
  routeStrategies: [
    { match: '/api/:path(.*)?', exclude: true },
    { match: '/sanctum/:path(.*)?', exclude: true },
    // Server-function calls say which page they come from (app/start.ts).
    {
      match: '/_serverFn/:path(.*)?',
      strategy: ['custom-page', 'cookie', 'preferredLanguage', 'baseLocale'],
    },
  ],
  urlPatterns: [
    {
      pattern: '/:path(.*)?',
      localized: [
        ['fr', '/fr/:path(.*)?'],
        ['es', '/es/:path(.*)?'],
        ['it', '/it/:path(.*)?'],
        ['en', '/:path(.*)?'],
      ],
    },
  ],
})
