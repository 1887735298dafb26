import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { type ShowToast, type Toast, ToastContext } from './toast-context'

/** Long enough to read two lines; an error stays a little longer. */
const TOAST_MS = 4000
const ERROR_TOAST_MS = 6000
const MAX_TOASTS = 3

/**
 * Toasts for the whole app. The live region is always in the page, so screen readers announce each
 * message as it is added rather than missing the first one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback<ShowToast>((message, tone = 'success') => {
    const id = nextId.current++
    setToasts((current) => [...current, { id, message, tone }].slice(-MAX_TOASTS))
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.tone === 'error' ? ERROR_TOAST_MS : TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast, onDismiss])

  return (
    <div className={`toast toast-${toast.tone}`}>
      <span className="toast-icon" aria-hidden="true">
        {toast.tone === 'error' ? '!' : toast.tone === 'success' ? '✓' : 'i'}
      </span>
      <span className="toast-message">{toast.message}</span>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  )
}
