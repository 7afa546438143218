import { Link } from '@tanstack/react-router'
import { cn } from '~/lib/cn'
import { hasStoredConsent, openConsentSettings } from '~/lib/consent-settings'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { OPERATOR } from '../../app.config'
import { LanguageSelector } from './language-selector'
import { Logo } from './logo'
import { InstagramIcon, LinkedInIcon, YouTubeIcon } from './social-icons'

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline'

const socialLinks = [
  { href: OPERATOR.social.linkedin, label: m.footer_social_linkedin, Icon: LinkedInIcon },
  { href: OPERATOR.social.instagram, label: m.footer_social_instagram, Icon: InstagramIcon },
  { href: OPERATOR.social.youtube, label: m.footer_social_youtube, Icon: YouTubeIcon },
]

/** `hiddenOnSmallScreens`: pages inside a flow keep the whole phone screen for the form. */
export function SiteFooter({ hiddenOnSmallScreens = false }: { hiddenOnSmallScreens?: boolean }) {
  return (
    <footer
      data-slot="site-footer"
      className={cn('mt-16 border-t bg-muted/40', hiddenOnSmallScreens && 'max-md:hidden')}
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{m.footer_description()}</p>
          <ul aria-label={m.footer_social()} className="flex gap-3">
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={label()}
                  className={linkClass}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSelector />
        </div>
        <nav aria-label={m.footer_navigation()} className="contents">
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                {m.footer_home()}
              </Link>
            </li>
            <li>
              <a href={localizeHref('/dashboard')} className={linkClass}>
                {m.footer_member_area()}
              </a>
            </li>
          </ul>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to="/terms" className={linkClass}>
                {m.footer_terms()}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {m.footer_privacy()}
              </Link>
            </li>
            <li>
              <Link to="/legal-notice" className={linkClass}>
                {m.footer_legal()}
              </Link>
            </li>
            <li>
              <Link
                to="/modify"
                className={linkClass}
                onClick={(event) => {
                  if (!hasStoredConsent(document.cookie)) return
                  event.preventDefault()
                  openConsentSettings()
                }}
              >
                {m.footer_cookies()}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        {m.footer_copyright({ year: new Date().getFullYear(), company: OPERATOR.company })}
      </p>
    </footer>
  )
}
