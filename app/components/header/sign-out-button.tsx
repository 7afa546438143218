import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { useSignOut } from '~/queries/auth'

/** Signs out, then loads the home page afresh so nothing of the session stays in memory. */
export function SignOutButton({
  labelClassName,
  ...props
}: Omit<ButtonProps, 'onClick' | 'type' | 'asChild' | 'children'> & {
  /** E.g. `sr-only` to show only the icon (the label stays the button's accessible name). */
  labelClassName?: string
}) {
  const signOutMutation = useSignOut()
  const [pending, setPending] = useState(false)

  async function signOut() {
    setPending(true)
    try {
      await signOutMutation.mutateAsync()
    } catch (error) {
      console.error('Sign-out failed:', error)
      toast({ content: m.header_sign_out_error(), severity: 'error' })
      setPending(false)
      return
    }
    // A new page: nothing of the session stays in memory (and no member page shows signed out).
    window.location.assign(localizeHref('/'))
  }

  return (
    <Button
      type="button"
      disabled={pending}
      aria-busy={pending}
      title={m.header_sign_out()}
      onClick={signOut}
      {...props}
    >
      <LogOutIcon aria-hidden="true" />
      <span className={labelClassName}>{m.header_sign_out()}</span>
    </Button>
  )
}
