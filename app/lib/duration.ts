/** Formats seconds as m:ss (minutes uncapped); invalid or negative input gives '0:00'. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return '0:00'
  // BigInt keeps huge values exact and out of exponent notation.
  const seconds = BigInt(Math.floor(totalSeconds))
  const minutes = seconds / 60n
  const rest = seconds % 60n
  return `${minutes}:${rest.toString().padStart(2, '0')}`
}
