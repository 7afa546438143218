import { Link } from '@tanstack/react-router'
import { MenuIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useScrolled } from '~/hooks/use-scrolled'
import { cn } from '~/lib/cn'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { Logo } from './logo'

/** Sticky top bar: the logo, then the member-area button, folded behind a toggle on phones. */
export function SiteHeader() {
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b bg-background/90 backdrop-blur transition-shadow',
        scrolled ? 'shadow-md' : 'shadow-none',
      )}
    >
      <nav
        aria-label={m.header_navigation()}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        <Link to="/" aria-label={m.header_logo_label()} className="rounded-md">
          <Logo />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? m.header_menu_close() : m.header_menu_open()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon /> : <MenuIcon />}
        </Button>
        <div
          id={menuId}
          className={cn(
            'w-full flex-col gap-2 md:flex md:w-auto md:flex-row md:items-center',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <Button asChild>
            <a href={localizeHref('/dashboard')}>{m.header_sign_in()}</a>
          </Button>
        </div>
      </nav>
    </header>
  )
}
