import { preloadOn } from '../../../components/ui/lazy-component'
import { AutomationBadge, AutomationPanel } from '../../automation'

export type SidePanel = 'automation' | 'insights' | 'settings'

const PANELS: { id: SidePanel; label: string }[] = [
  { id: 'automation', label: 'Automation' },
  { id: 'insights', label: 'Insights' },
  { id: 'settings', label: 'Settings' },
]

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const mod = isMac ? '⌘' : 'Ctrl+'

/** Title, the automation badge, undo and redo, refresh, and the three side-panel toggles. */
export function WorkflowHeader({
  paused,
  panel,
  onPanel,
  onRefresh,
  refreshing,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  toggleRef,
}: {
  paused: boolean | null
  panel: SidePanel | null
  onPanel(panel: SidePanel | null): void
  /** Each panel's toggle, for focus to come back to when its panel closes. */
  toggleRef(panel: SidePanel, button: HTMLButtonElement | null): void
  onRefresh(): void
  refreshing: boolean
  canUndo: boolean
  canRedo: boolean
  onUndo(): void
  onRedo(): void
}) {
  return (
    <header className="page-header workflow-header">
      <div className="workflow-title">
        <h1>Workflow</h1>
        {paused !== null && <AutomationBadge paused={paused} />}
      </div>
      <div className="workflow-header-actions">
        <div className="workflow-button-group">
          <button
            type="button"
            className="button button-ghost"
            onClick={onUndo}
            disabled={!canUndo}
            aria-keyshortcuts={isMac ? 'Meta+Z' : 'Control+Z'}
            title={`Undo (${mod}Z)`}
          >
            Undo
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={onRedo}
            disabled={!canRedo}
            aria-keyshortcuts={isMac ? 'Shift+Meta+Z' : 'Shift+Control+Z'}
            title={`Redo (Shift+${mod}Z)`}
          >
            Redo
          </button>
        </div>
        <button type="button" className="button button-secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
        <div className="workflow-button-group">
          {PANELS.map(({ id, label }) => (
            <button
              key={id}
              ref={(button) => toggleRef(id, button)}
              type="button"
              className={`button ${panel === id ? 'button-primary' : 'button-secondary'}`}
              aria-pressed={panel === id}
              aria-controls={panel === id ? 'workflow-side-panel' : undefined}
              {...(id === 'automation' ? preloadOn(AutomationPanel) : {})}
              onClick={() => onPanel(panel === id ? null : id)}
              // Escape on the pressed toggle closes its panel, as it does inside the panel.
              onKeyDown={(event) => {
                if (event.key === 'Escape' && panel === id) onPanel(null)
              }}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </header>
  )
}
