import type { UseQueryResult } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useSyncExternalStore } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { focusWasLost } from '../../../lib/focus'
import { AnalyticsSummary } from '../../analytics'
import { AutomationPanel } from '../../automation'
import type { PipelineMetrics } from '../api'
import { WORKFLOW_TEXTS } from '../constants'
import { PipelineHealth } from './pipeline-health'
import { SettingsPanel } from './settings-panel'
import type { SidePanel } from './workflow-header'

const TITLES: Record<SidePanel, string> = {
  automation: 'Automation',
  insights: 'Pipeline Health',
  settings: 'Workflow Settings',
}

/** What the header's toggles control (their aria-controls), docked or in the drawer. */
const SIDE_PANEL_ID = 'workflow-side-panel'

/**
 * Below this width a panel beside the board would leave too little room for five readable columns
 * (or, on a phone, open far below the fold): it opens as a drawer over the screen instead, as the
 * Pitch Pipeline's automation drawer does. workflow.css docks the panel from the next pixel up.
 */
const DRAWER_QUERY = '(max-width: 1100px)'

function subscribeToWidth(changed: () => void) {
  const query = window.matchMedia(DRAWER_QUERY)
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}

const narrowScreen = () => window.matchMedia(DRAWER_QUERY).matches

interface PanelProps {
  panel: SidePanel
  metrics: UseQueryResult<PipelineMetrics>
  /** Closes the panel; focus goes back to the toggle that opened it. */
  onClose(): void
  /** Where focus goes when the drawer closes and nothing had focus when it opened (a tap on iOS). */
  returnFocus(): void
}

/**
 * The board's side panel: docked beside the board on a wide screen (the board keeps working, and
 * the header's toggles switch panels), a modal drawer on a narrow one. Escape or × closes either.
 */
export function WorkflowSidePanel({ panel, metrics, onClose, returnFocus }: PanelProps) {
  const asDrawer = useSyncExternalStore(subscribeToWidth, narrowScreen)
  const titleId = useId()
  // Docked, Escape is the panel's own keydown; should the focus fall to the page (a control that went
  // away), Escape still closes the panel rather than nothing.
  useEffect(() => {
    if (asDrawer) return
    const onPageKey = (event: globalThis.KeyboardEvent) => {
      // Not under a modal (a pause or message dialog): Escape is the dialog's.
      if (event.key !== 'Escape' || event.defaultPrevented || !focusWasLost()) return
      if (!document.querySelector('[aria-modal="true"]')) onClose()
    }
    document.addEventListener('keydown', onPageKey)
    return () => document.removeEventListener('keydown', onPageKey)
  }, [asDrawer, onClose])
  const content = <SidePanelContent panel={panel} metrics={metrics} titleId={titleId} onClose={onClose} />

  if (asDrawer)
    return (
      <Dialog
        backdropClassName="workflow-drawer-backdrop"
        className="workflow-drawer"
        labelledBy={titleId}
        returnFocus={returnFocus}
        containKeys
        onClose={onClose}
      >
        <div id={SIDE_PANEL_ID} className="workflow-drawer-inner">
          {content}
        </div>
      </Dialog>
    )

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // A dialog opened from the panel renders in a portal: React still bubbles its keys here, but its
    // Escape is its own (and already handled when prevented).
    if (event.key !== 'Escape' || event.defaultPrevented) return
    if (!event.currentTarget.contains(event.target as Node)) return
    event.preventDefault()
    onClose()
  }

  return (
    <aside id={SIDE_PANEL_ID} className="workflow-side-panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {content}
    </aside>
  )
}

/** The panel's content: automation, insights (Pipeline Health) or settings. */
function SidePanelContent({
  panel,
  metrics,
  titleId,
  onClose,
}: Omit<PanelProps, 'returnFocus'> & { titleId: string }) {
  return (
    <>
      <header className="workflow-side-head">
        <h2 id={titleId}>{TITLES[panel]}</h2>
        {/* The drawer starts here: × first, as the Pitch Pipeline's drawer does. */}
        <button
          type="button"
          className="icon-button"
          aria-label={`Close ${panel} panel`}
          onClick={onClose}
          data-autofocus
        >
          ×
        </button>
      </header>
      <div className="workflow-side-body">
        {panel === 'automation' && <AutomationPanel />}
        {panel === 'insights' &&
          (metrics.data ? (
            <>
              <PipelineHealth metrics={metrics.data} />
              <AnalyticsSummary />
            </>
          ) : metrics.isError ? (
            <LoadError message={WORKFLOW_TEXTS.metricsFailed} onRetry={() => metrics.refetch()} />
          ) : (
            <LoadingState />
          ))}
        {panel === 'settings' && <SettingsPanel />}
      </div>
    </>
  )
}
