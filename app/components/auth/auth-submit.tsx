import type { ReactNode } from 'react'
import { SubmitButton } from '~/components/form/form-kit'
import { HumanVerificationStatus } from '~/components/human-verification-status'
import type { HumanVerificationState } from '~/hooks/use-human-verification'

/** The sign-in forms' wide submit button, and the human check's state below it. */
export function AuthSubmit({
  children,
  verification,
}: {
  children: ReactNode
  verification: HumanVerificationState
}) {
  return (
    <>
      <SubmitButton size="lg" className="w-full">
        {children}
      </SubmitButton>
      <HumanVerificationStatus state={verification} />
    </>
  )
}
