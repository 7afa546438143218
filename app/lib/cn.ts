import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names. The classes joined must not fight (`p-1` with `p-2`, `gap-2` with
 * `gap-1.5`): a component that needs another look gets a variant or a prop, not an override.
 * Production ships no resolver (tailwind-merge is 9 kB gzip, 6% of a first visit's budget);
 * in development and tests tailwind-merge checks every result, and a conflict fails the tests.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs)
  if (import.meta.env.DEV) reportConflicts(classes)
  return classes
}

function reportConflicts(classes: string) {
  const kept = new Set(twMerge(classes).split(' '))
  const dropped = classes.split(' ').filter((name) => !kept.has(name))
  if (dropped.length === 0) return
  const message = `cn(): ${dropped.join(', ')} conflict with other classes in "${classes}"`
  if (import.meta.env.MODE === 'test') throw new Error(message)
  console.error(message)
}
