// A tiny framework-free store of the toasts on screen. `toast()` may be called from anywhere
// (event handlers, query callbacks); the Toaster component renders what is stored here.
import type { ReactNode } from 'react'
import { TOAST } from '../../app.config'

export type ToastSeverity = 'info' | 'error' | 'success' | 'warning'

export type ToastItem = {
  id: string
  content: ReactNode
  severity: ToastSeverity
}

export type ToastOptions = {
  content: ReactNode
  severity?: ToastSeverity
}

/** How many toasts are kept at once; adding one more drops the oldest. */
export const MAX_TOASTS = 5

type Listener = () => void

let toasts: readonly ToastItem[] = []
let nextId = 1
const listeners = new Set<Listener>()
const serverSnapshot: readonly ToastItem[] = Object.freeze([])

function emit() {
  for (const listener of listeners) listener()
}

/** Shows a toast and returns its id, for `dismissToast`. */
export function toast({ content, severity = 'info' }: ToastOptions): string {
  const id = `toast-${nextId++}`
  toasts = [...toasts, { id, content, severity }].slice(-MAX_TOASTS)
  emit()
  return id
}

/** Removes a toast; unknown ids are ignored. */
export function dismissToast(id: string) {
  if (!toasts.some((item) => item.id === id)) return
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

/** Removes every toast. */
export function clearToasts() {
  if (toasts.length === 0) return
  toasts = []
  emit()
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The toasts on screen, oldest first. The same array until the next change. */
export function getToasts(): readonly ToastItem[] {
  return toasts
}

/** What the server renders: never any toast, and always the same array. */
export function getServerToasts(): readonly ToastItem[] {
  return serverSnapshot
}

/** How long a toast stays before closing itself. */
export function toastDurationMs(severity: ToastSeverity): number {
  return severity === 'success' ? TOAST.successDurationMs : TOAST.defaultDurationMs
}
