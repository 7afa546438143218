import { useSyncExternalStore } from 'react'

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastViewport,
} from '~/components/ui/toast'
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribe,
  toastDurationMs,
} from '~/lib/toast-store'
import { TOAST } from '../../app.config'

type ToasterProps = {
  /** Accessible name of each toast's close button, already translated. */
  closeLabel: string
  /** Accessible name of the toast region; `{hotkey}` is replaced by the shortcut (F8). */
  viewportLabel?: string
  /** Word read out by screen readers before each toast's text. */
  announceLabel?: string
}

/** Renders the toasts of the toast store; mount it once, near the root of the app. */
export function Toaster({ closeLabel, viewportLabel, announceLabel }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts)

  return (
    <ToastProvider
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
      {...(announceLabel ? { label: announceLabel } : {})}
    >
      {toasts.map(({ id, content, severity }) => (
        <Toast
          key={id}
          severity={severity}
          type={severity === 'error' ? 'foreground' : 'background'}
          duration={toastDurationMs(severity)}
          onOpenChange={(open) => {
            if (!open) dismissToast(id)
          }}
        >
          <ToastDescription className="flex-1">{content}</ToastDescription>
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport {...(viewportLabel ? { label: viewportLabel } : {})} />
    </ToastProvider>
  )
}
