import { useLocation, useMatches } from '@tanstack/react-router'
import { ChevronUpIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { PopoverPanel, PopoverPanelLink } from '~/components/ui/popover-panel'
import { localizedPaths } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { getLocale, localizeHref, setLocale } from '~/paraglide/runtime'
import { LOCALES, type Locale } from '../../app.config'

const languageName: Record<Locale, () => string> = {
  en: m.lang_en,
  fr: m.lang_fr,
  es: m.lang_es,
  it: m.lang_it,
}

const LANGUAGE_PANEL_ID = 'footer-languages'

function Flag({ locale }: { locale: Locale }) {
  return (
    <img
      src={`/static/langs/${locale}.svg`}
      alt=""
      width={20}
      height={14}
      // In the footer and a closed panel: not worth a preload that competes with the stylesheet.
      loading="lazy"
      className="h-3.5 w-5 rounded-[2px] object-cover shadow-sm"
    />
  )
}

/**
 * Switches language on the same page: remembers the choice in the NEXT_LOCALE cookie, then
 * Paraglide loads the page's address in that language. Each item is also a plain link to it.
 */
export function LanguageSelector() {
  const current = getLocale()
  const href = useLocation({ select: (location) => location.href })
  // A page whose path differs by language (a tool's slug) names its path in each one.
  const paths = useMatches({ select: (matches) => localizedPaths(matches.at(-1)?.loaderData) })
  const target = (locale: Locale) => {
    const path = paths?.[locale]
    return path ? localizeHref(path, { locale }) : localizeHref(href, { locale })
  }

  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        popoverTarget={LANGUAGE_PANEL_ID}
        aria-label={m.footer_language_current({ language: languageName[current]() })}
      >
        <Flag locale={current} />
        <span>{languageName[current]()}</span>
        <ChevronUpIcon aria-hidden="true" />
      </Button>
      <PopoverPanel id={LANGUAGE_PANEL_ID} side="top" aria-label={m.footer_language()}>
        <ul>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <PopoverPanelLink
                href={target(locale)}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={async (event) => {
                  event.preventDefault()
                  // Loaded on the click: the cookie helper is not worth a place in every page.
                  const { rememberLocale } = await import('~/i18n/remember-locale')
                  rememberLocale(locale)
                  if (paths?.[locale]) {
                    setLocale(locale, { reload: false })
                    window.location.assign(target(locale))
                  } else setLocale(locale)
                }}
              >
                <Flag locale={locale} />
                {languageName[locale]()}
              </PopoverPanelLink>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </div>
  )
}
