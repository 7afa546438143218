import { useLoadingProgress } from '~/hooks/use-loading-progress'
import { m } from '~/paraglide/messages'
import type { LoadingSpeed } from '../../app.config'
import { LogoMark } from './logo'

/** Full-page wait: an animated mark, a message and a progress bar that fills at `speed`. */
export function LoaderScreen({
  message,
  speed = 'normal',
}: {
  message?: string
  speed?: LoadingSpeed
}) {
  const { progress } = useLoadingProgress(speed)
  return (
    <div
      data-slot="loader-screen"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <LogoMark large className="animate-bounce text-primary motion-reduce:animate-none" />
      <p className="text-lg font-medium">{message ?? m.loader_message()}</p>
      <div
        role="progressbar"
        aria-label={m.loader_progress_label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-64 max-w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  )
}
