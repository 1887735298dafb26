import { Toaster as Sonner, toast } from 'sonner'
// Imported as a file: sonner's own inline <style> is stripped at build time (web/vite.config.ts)
// because the app's Content-Security-Policy refuses inline styles.
import 'sonner/dist/styles.css'

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

/**
 * Where the toasts appear, mounted once at the app's root. Its region is always in the page
 * (aria-live polite), so screen readers announce each message as it is added; it stays announced
 * while a dialog hides the rest of the page. Styled by styles.css (.toast), not sonner's theme.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      expand
      closeButton
      containerAriaLabel="Notifications"
      icons={{
        success: <span aria-hidden="true">✓</span>,
        error: <span aria-hidden="true">!</span>,
        info: <span aria-hidden="true">i</span>,
        close: <span aria-hidden="true">×</span>,
      }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Dismiss notification',
        classNames: {
          toast: 'toast',
          success: 'toast-success',
          error: 'toast-error',
          info: 'toast-info',
          icon: 'toast-icon',
          content: 'toast-message',
          closeButton: 'toast-close',
        },
      }}
    />
  )
}
