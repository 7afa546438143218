import { useLoaderData, useLocation } from '@tanstack/react-router'
import { CloudOffIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useShellOptions } from '~/hooks/use-shell-options'
import { m } from '~/paraglide/messages'
import { LazyToaster } from './lazy-toaster'
import { NavigationProgress } from './navigation-progress'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, footer, navigation progress and toasts around every page, as its static data allows. */
export function AppShell({ children }: { children: ReactNode }) {
  const shell = useShellOptions()
  const inFlow = useLocation({ select: (location) => 'flowId' in location.search })
  const apiUnavailable = useLoaderData({
    from: '__root__',
    select: (data) => data?.apiUnavailable ?? false,
  })

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.skip_to_content()}
      </a>
      {shell.hideProgressBar ? null : <NavigationProgress />}
      {shell.hideHeader ? null : <SiteHeader />}
      <main id="main" className="flex-1">
        {apiUnavailable ? (
          <p
            role="status"
            className="flex items-start justify-center gap-2 border-b bg-muted px-4 py-3 text-center text-sm"
          >
            <CloudOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.header_api_unavailable()}
          </p>
        ) : null}
        {children}
      </main>
      {shell.hideFooter ? null : <SiteFooter hiddenOnSmallScreens={inFlow} />}
      <LazyToaster
        closeLabel={m.toast_close()}
        viewportLabel={m.toast_region_label({ hotkey: '{hotkey}' })}
        announceLabel={m.toast_announce()}
      />
    </>
  )
}
