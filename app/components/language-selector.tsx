import { useLocation } from '@tanstack/react-router'
import { ChevronUpIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { rememberLocale } from '~/i18n/remember-locale'
import { m } from '~/paraglide/messages'
import { getLocale, localizeHref, setLocale } from '~/paraglide/runtime'
import { LOCALES, type Locale } from '../../app.config'

const languageName: Record<Locale, () => string> = {
  en: m.lang_en,
  fr: m.lang_fr,
  es: m.lang_es,
  it: m.lang_it,
}

function Flag({ locale }: { locale: Locale }) {
  return (
    <img
      src={`/static/langs/${locale}.svg`}
      alt=""
      width={20}
      height={14}
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

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-label={m.footer_language_current({ language: languageName[current]() })}
        >
          <Flag locale={current} />
          <span>{languageName[current]()}</span>
          <ChevronUpIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top">
        {LOCALES.map((locale) => (
          <DropdownMenuItem key={locale} asChild>
            <a
              href={localizeHref(href, { locale })}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                rememberLocale(locale)
                setLocale(locale)
              }}
            >
              <Flag locale={locale} />
              {languageName[locale]()}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
