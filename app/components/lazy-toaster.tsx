import { type ComponentProps, lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { getToasts, subscribe } from '~/lib/toast-store'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

const hasToasts = () => getToasts().length > 0
const noToastsOnTheServer = () => false

/**
 * The Toaster, downloaded with its Radix primitives when the first toast is shown rather than
 * on every first visit; it then stays mounted so toasts can close as usual.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const showing = useSyncExternalStore(subscribe, hasToasts, noToastsOnTheServer)
  const [needed, setNeeded] = useState(showing)
  if (showing && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  )
}
