import { useRouterState } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'

/** A thin bar along the top of the window while the router loads the next page. */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  if (!loading) return null
  return (
    <div
      role="progressbar"
      aria-label={m.nav_progress_label()}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[nav-progress_1.2s_ease-in-out_infinite] bg-primary" />
    </div>
  )
}
