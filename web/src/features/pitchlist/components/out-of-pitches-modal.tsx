import { useNavigate } from 'react-router-dom'
import { Dialog, DialogClose, DialogTitle } from '../../../components/ui/dialog'

/**
 * Told when a generation hits the pitch limit. The page behind is out of reach while it is open,
 * focus starts on 'Maybe Later', and Escape, a press outside or 'Maybe Later' close it.
 */
export function OutOfPitchesModal({ note, onClose }: { note: string | null; onClose(): void }) {
  const navigate = useNavigate()

  return (
    <Dialog
      className="out-of-pitches"
      describedBy={note ? 'out-of-pitches-note out-of-pitches-text' : 'out-of-pitches-text'}
      onClose={onClose}
    >
      <div className="out-of-pitches-body">
        <span className="out-of-pitches-icon" aria-hidden="true">
          ✉
        </span>
        <DialogTitle>Out of Pitches</DialogTitle>
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
          <DialogClose className="button button-secondary">Maybe Later</DialogClose>
          <button type="button" className="button button-primary" onClick={() => navigate('/pricing')}>
            Yes, Get More Pitches
          </button>
        </div>
      </div>
    </Dialog>
  )
}
