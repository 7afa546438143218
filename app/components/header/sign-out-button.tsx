import { useQueryClient } from '@tanstack/react-query'
import { LogOutIcon } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { toast } from '~/lib/toast-store'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { authKeys } from '~/queries/auth'
import { logout } from '~/server/auth.functions'

/** Signs out, then loads the home page afresh so nothing of the session stays in memory. */
export function SignOutButton({
  labelClassName,
  ...props
}: Omit<ButtonProps, 'onClick' | 'type' | 'asChild' | 'children'> & {
  /** E.g. `sr-only` to show only the icon (the label stays the button's accessible name). */
  labelClassName?: string
}) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  async function signOut() {
    setPending(true)
    try {
      await logout()
    } catch (error) {
      console.error('Sign-out failed:', error instanceof Error ? error.message : error)
      toast({ content: m.header_sign_out_error(), severity: 'error' })
      setPending(false)
      return
    }
    // Not router.invalidate(): on a member page the guard would show the sign-in page first.
    queryClient.setQueryData(authKeys.me, null)
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
