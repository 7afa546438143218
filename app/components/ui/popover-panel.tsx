import type * as React from 'react'

import { cn } from '~/lib/cn'

type PopoverPanelProps = React.ComponentProps<'div'> & {
  /** The id a `<button popoverTarget={id}>` opens it with. */
  id: string
  /** Where it opens next to its button, where the browser can anchor it. */
  side?: 'bottom' | 'top'
}

/**
 * A panel opened by a button through the browser's popover API: closing on an outside click or
 * Escape, and the focus order after its button, come from the platform instead of a script.
 * It is anchored to its button where CSS anchor positioning exists, and centred otherwise.
 */
function PopoverPanel({ className, side = 'bottom', ...props }: PopoverPanelProps) {
  return (
    <div
      popover="auto"
      data-slot="popover-panel"
      data-side={side}
      className={cn(
        'max-h-[min(32rem,calc(100dvh-6rem))] min-w-[8rem] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
        'supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:m-0',
        side === 'bottom'
          ? 'supports-[position-area:bottom]:mt-1 supports-[position-area:bottom]:[position-area:bottom_span-right]'
          : 'supports-[position-area:bottom]:mb-1 supports-[position-area:bottom]:[position-area:top_span-right]',
        'supports-[position-area:bottom]:[position-try-fallbacks:flip-inline]',
        className,
      )}
      {...props}
    />
  )
}

/** A link inside a PopoverPanel, styled like a menu entry. */
function PopoverPanelLink({ className, ...props }: React.ComponentProps<'a'>) {
  return (
    <a
      data-slot="popover-panel-link"
      className={cn(
        "relative flex min-h-9 items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  )
}

export { PopoverPanel, PopoverPanelLink }
