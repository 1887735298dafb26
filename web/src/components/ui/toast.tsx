import { toast } from 'sonner'

export type ToastTone = 'success' | 'error' | 'info'

/** Long enough to read two lines; an error stays a little longer. */
const TOAST_MS = 4000
const ERROR_TOAST_MS = 6000

/**
 * A short message in the corner that goes away by itself or with its close button. Callable from
 * anywhere (a hook, an event handler); features call this, never sonner itself.
 */
export const notify = {
  success: (message: string) => void toast.success(message, { duration: TOAST_MS }),
  error: (message: string) => void toast.error(message, { duration: ERROR_TOAST_MS }),
  info: (message: string) => void toast.info(message, { duration: TOAST_MS }),
}

export type ShowToast = (message: string, tone?: ToastTone) => void

const show: ShowToast = (message, tone = 'success') => notify[tone](message)

/** `show(message, tone)` for components and hooks that pass the toast around; the same as `notify`. */
export function useToast(): ShowToast {
  return show
}
