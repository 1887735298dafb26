import { type MouseEvent, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * Told when a generation hits the pitch limit. A native modal dialog: the page behind is inert,
 * focus moves in and is kept there, Escape closes it (the `close` event reports every way out).
 */
export function OutOfPitchesModal({ note, onClose }: { note: string | null; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()

  useEffect(() => {
    // Guarded: StrictMode runs this twice, and showModal throws on a dialog already open.
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog, so only a press on the backdrop reaches the dialog itself.
    if (event.target === event.currentTarget) dialog.current?.close()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop only closes on a pointer press; Escape is the keyboard's way out
    <dialog
      ref={dialog}
      className="out-of-pitches"
      aria-modal="true"
      aria-labelledby="out-of-pitches-title"
      aria-describedby={note ? 'out-of-pitches-note out-of-pitches-text' : 'out-of-pitches-text'}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="out-of-pitches-body">
        <span className="out-of-pitches-icon" aria-hidden="true">
          ✉
        </span>
        <h2 id="out-of-pitches-title">Out of Pitches</h2>
        {note && (
          <p id="out-of-pitches-note" className="out-of-pitches-note">
            {note}
          </p>
        )}
        <p id="out-of-pitches-text">
          You've used all of this month's pitches. Get more with a bigger plan or a one-time pitch pack to
          keep pitching.
        </p>
        <div className="out-of-pitches-actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            Maybe Later
          </button>
          <button type="button" className="button button-primary" onClick={() => navigate('/pricing')}>
            Yes, Get More Pitches
          </button>
        </div>
      </div>
    </dialog>
  )
}
