import { cn } from '~/lib/cn'
import { initials } from '~/lib/initials'

/** A round badge with the user's initials; decorative, as the name is always written beside it. */
export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="user-avatar"
      className={cn(
        'inline-flex size-14 shrink-0 select-none items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xl',
        className,
      )}
    >
      {initials(name).slice(0, 2) || '?'}
    </span>
  )
}
