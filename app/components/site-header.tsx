import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MenuIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useScrolled } from '~/hooks/use-scrolled'
import { cn } from '~/lib/cn'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useUser } from '~/queries/auth'
import { headerCategoriesQuery } from '~/queries/catalogue'
import { CategoryList } from './header/category-list'
import { CategoryMenus } from './header/category-menus'
import { SignOutButton } from './header/sign-out-button'
import { Logo } from './logo'

/**
 * Sticky top bar: the logo, a menu of tools per category, and the member-area button (plus
 * sign-out when signed in). Below `xl` it all folds behind a toggle.
 */
export function SiteHeader() {
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const signedIn = useUser() !== null
  // Loaded by the root loader; empty when the API cannot be reached.
  const categories = useQuery(headerCategoriesQuery(getLocale())).data?.categories ?? []

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
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
      >
        <Link to="/" aria-label={m.header_logo_label()} className="rounded-md">
          <Logo />
        </Link>
        <div className="hidden min-w-0 flex-1 xl:block">
          <CategoryMenus categories={categories} />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
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
            'max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 overflow-y-auto xl:flex xl:max-h-none xl:w-auto xl:flex-row xl:items-center xl:overflow-visible',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <Button asChild>
            <Link to="/dashboard">{signedIn ? m.header_member_area() : m.header_sign_in()}</Link>
          </Button>
          {signedIn ? (
            <SignOutButton variant="outline" className="xl:size-9" labelClassName="xl:sr-only" />
          ) : null}
          {/* Only ever seen once the toggle (which needs the script) opens it. */}
          {menuOpen ? (
            <div className="xl:hidden">
              <CategoryList categories={categories} />
            </div>
          ) : null}
        </div>
      </nav>
    </header>
  )
}
