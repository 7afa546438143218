import { cn } from '~/lib/cn'
import { OPERATOR } from '../../app.config'

/** The product's mark: a folded page with a spark, drawn inline so it inherits colour. */
export function LogoMark({ className, large }: { className?: string; large?: boolean }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      className={cn(large ? 'size-16' : 'size-8', className)}
    >
      <path
        d="M8 3h11l7 7v17a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"
        fill="currentColor"
        opacity="0.18"
      />
      <path
        d="M8 3h11l7 7v17a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm11 0v7h7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="m16 13 1.6 3.4L21 18l-3.4 1.6L16 23l-1.6-3.4L11 18l3.4-1.6Z" fill="currentColor" />
    </svg>
  )
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold', className)}>
      <LogoMark className="text-primary" />
      <span>{OPERATOR.productName}</span>
    </span>
  )
}
