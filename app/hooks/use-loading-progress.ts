import { useEffect, useState } from 'react'
import { LOADING_COMPLETE_AT, LOADING_PROGRESS_SPEEDS, type LoadingSpeed } from '../../app.config'

/** A progress value that climbs by the speed's step on each tick; loading is done at 100. */
export function useLoadingProgress(speed: LoadingSpeed = 'normal') {
  const [progress, setProgress] = useState(0)
  const { intervalMs, step } = LOADING_PROGRESS_SPEEDS[speed]
  const done = progress >= LOADING_COMPLETE_AT

  useEffect(() => {
    if (done) return
    const timer = setInterval(() => setProgress((value) => value + step), intervalMs)
    return () => clearInterval(timer)
  }, [done, intervalMs, step])

  return { progress: Math.min(progress, LOADING_COMPLETE_AT), done }
}
