import type { toast as sonnerToast } from 'sonner'

// sonner loads with the <Toaster/>, after the first screen has painted (app.tsx), not with each screen,
// so a screen's own chunk does not carry it. A toast raised before the <Toaster/> is in place shows once
// it is: sonner hands the toasts it already has to a Toaster that starts listening (toast.test.tsx).
const sonner = () => import('sonner')

export type ToastTone = 'success' | 'error' | 'info'

/** Long enough to read two lines; an error stays a little longer. */
const TOAST_MS = 4000
const ERROR_TOAST_MS = 6000

/** A toast raised with an `id` is replaced by the next one with the same id ('Generating...', then the result). */
export interface ToastOptions {
  id?: string
  /** A button on the toast, e.g. Undo; such a toast stays a little longer, to be reached. */
  action?: { label: string; onClick(): void }
}

const ACTION_TOAST_MS = 8000
const durationOf = (options: ToastOptions, ms: number) =>
  options.action ? Math.max(ms, ACTION_TOAST_MS) : ms

/**
 * A short message in the corner that goes away by itself or with its close button. Callable from
 * anywhere (a hook, an event handler); features call this, never sonner itself.
 */
export const notify = {
  success: (message: string, options: ToastOptions = {}) =>
    raise((toast) => toast.success(message, { ...options, duration: durationOf(options, TOAST_MS) })),
  error: (message: string, options: ToastOptions = {}) =>
    raise((toast) => toast.error(message, { ...options, duration: durationOf(options, ERROR_TOAST_MS) })),
  info: (message: string, options: ToastOptions = {}) =>
    raise((toast) => toast.info(message, { ...options, duration: durationOf(options, TOAST_MS) })),
  /** Takes a toast raised with `id` away before its time (its work ended in a dialog instead). */
  dismiss: (id: string) => raise((toast) => toast.dismiss(id)),
}

/** Toasts raised together show in the order raised (one module promise, callbacks in turn). */
function raise(show: (toast: typeof sonnerToast) => unknown) {
  sonner().then(
    ({ toast }) => void show(toast),
    () => {
      // The chunk did not load (the connection dropped): neither did the <Toaster/>, so nothing
      // could show the message; the screen's own state still says what happened.
    },
  )
}

export type ShowToast = (message: string, tone?: ToastTone, options?: ToastOptions) => void

const show: ShowToast = (message, tone = 'success', options) => notify[tone](message, options)

/** `show(message, tone)` for components and hooks that pass the toast around; the same as `notify`. */
export function useToast(): ShowToast {
  return show
}
