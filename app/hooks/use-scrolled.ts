import { useEffect, useState } from 'react'

/** Whether the page is scrolled further down than `threshold` pixels. */
export function useScrolled(threshold = 0) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
