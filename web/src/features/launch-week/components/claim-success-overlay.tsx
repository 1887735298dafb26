import { Dialog, DialogTitle } from '../../../components/ui/dialog'
import { LAUNCH_WEEK_PITCHES } from '../constants'

/**
 * Shown for the 3 s between a successful claim and Search; focus moves to its heading so it is
 * announced. It closes by itself: Escape and a press outside do nothing.
 */
export function ClaimSuccessOverlay() {
  return (
    <Dialog
      backdropClassName="claim-overlay"
      className="claim-overlay-card"
      dismissible={false}
      onClose={noop}
    >
      <span className="claim-overlay-icon" aria-hidden="true">
        ✓
      </span>
      <DialogTitle tabIndex={-1} data-autofocus>
        Founder Week claimed!
      </DialogTitle>
      <p>{LAUNCH_WEEK_PITCHES} free pitches are on your account. Taking you to Search...</p>
      <span className="spinner" aria-hidden="true" />
    </Dialog>
  )
}

function noop() {}
