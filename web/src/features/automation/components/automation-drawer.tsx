import { useId } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { AutomationPanel } from './automation-panel'

/** The automation panel as a right-hand drawer over a screen (the Pitch Pipeline's 'Automation'). */
export function AutomationDrawer({ onClose }: { onClose(): void }) {
  const id = useId()
  return (
    <Dialog
      backdropClassName="automation-backdrop automation-backdrop-drawer"
      className="automation-drawer"
      labelledBy={`${id}-title`}
      containKeys
      onClose={onClose}
    >
      <header className="automation-drawer-header">
        <div>
          <h2 id={`${id}-title`}>Automation</h2>
          <p className="muted">Follow-ups for your pitched pitches</p>
        </div>
        <button
          type="button"
          className="icon-button automation-drawer-close"
          onClick={onClose}
          aria-label="Close automation panel"
          data-autofocus
        >
          ×
        </button>
      </header>
      <div className="automation-drawer-body">
        <AutomationPanel />
      </div>
    </Dialog>
  )
}
