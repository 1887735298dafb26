import type { UseQueryResult } from '@tanstack/react-query'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
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

/** The right-hand panel's content: automation, insights (Pipeline Health) or settings. */
export function SidePanelContent({
  panel,
  metrics,
  onClose,
}: {
  panel: SidePanel
  metrics: UseQueryResult<PipelineMetrics>
  onClose(): void
}) {
  return (
    <>
      <header className="workflow-side-head">
        <h2>{TITLES[panel]}</h2>
        <button type="button" className="icon-button" aria-label={`Close ${panel} panel`} onClick={onClose}>
          ×
        </button>
      </header>
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
    </>
  )
}
