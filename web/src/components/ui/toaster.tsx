import { Toaster as Sonner } from 'sonner'
// Imported as a file: sonner's own inline <style> is stripped at build time (web/vite.config.ts)
// because the app's Content-Security-Policy refuses inline styles.
import 'sonner/dist/styles.css'

/**
 * Where the toasts appear, mounted once at the app's root. Its region is always in the page
 * (aria-live polite), so screen readers announce each message as it is added; it stays announced
 * while a dialog hides the rest of the page. Styled by styles.css (.toast), not sonner's theme.
 */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      // Stacked, not spread: a burst of toasts covers one toast's height of the dialog behind them (its
      // buttons, on a phone), not three; hovering or focusing the stack spreads it, Undo included.
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
          actionButton: 'toast-action',
        },
      }}
    />
  )
}
