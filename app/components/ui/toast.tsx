import { cva } from 'class-variance-authority'
import { CircleCheckIcon, CircleXIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react'
import { Toast as ToastPrimitive } from 'radix-ui'
import type * as React from 'react'

import { cn } from '~/lib/cn'
import type { ToastSeverity } from '~/lib/toast-store'
import { TOAST } from '../../../app.config'

function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider data-slot="toast-provider" {...props} />
}

type ViewportStyle = React.CSSProperties & { '--toast-viewport-max-width': string }

/** Bottom-right and at most TOAST.widthPx wide from the `xs` breakpoint; full-width below it. */
function ToastViewport({
  className,
  style,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  const viewportStyle: ViewportStyle = {
    '--toast-viewport-max-width': `${TOAST.widthPx}px`,
    ...style,
  }
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none xs:left-auto xs:max-w-(--toast-viewport-max-width)',
        className,
      )}
      style={viewportStyle}
      {...props}
    />
  )
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg outline-none',
    'focus-visible:ring-[3px] focus-visible:ring-ring/50',
    'data-[state=open]:animate-[toast-slide-in_150ms_cubic-bezier(0.16,1,0.3,1)]',
    'data-[state=closed]:animate-[toast-hide_100ms_ease-in]',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=cancel]:duration-200 data-[swipe=cancel]:ease-out',
    'data-[swipe=end]:animate-[toast-swipe-out_100ms_ease-out]',
    'motion-reduce:animate-none motion-reduce:transition-none',
  ],
  {
    variants: {
      severity: {
        info: 'border-info bg-info text-info-foreground',
        error: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
        warning: 'border-warning bg-warning text-warning-foreground',
      },
    },
    defaultVariants: { severity: 'info' },
  },
)

const severityIcons: Record<ToastSeverity, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  info: InfoIcon,
  error: CircleXIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
}

type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & {
  severity?: ToastSeverity
}

function Toast({ className, severity = 'info', children, ...props }: ToastProps) {
  const Icon = severityIcons[severity]
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-severity={severity}
      className={cn(toastVariants({ severity }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </ToastPrimitive.Root>
  )
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('font-semibold text-sm', className)}
      {...props}
    />
  )
}

function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-95', className)}
      {...props}
    />
  )
}

type ToastCloseProps = Omit<React.ComponentProps<typeof ToastPrimitive.Close>, 'children'> & {
  /** The button's accessible name, already translated by the caller. */
  label: string
}

function ToastClose({ className, label, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 opacity-80 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-current/50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </ToastPrimitive.Close>
  )
}

function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-current/30 bg-transparent px-3 font-medium text-sm outline-none transition-colors hover:bg-current/10 focus-visible:ring-[3px] focus-visible:ring-current/50 disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}

export {
  Toast,
  ToastAction,
  ToastClose,
  type ToastCloseProps,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
}
