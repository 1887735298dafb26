// What the boards (/pitches and /workflow) show of follow-up automation. The rest is its own.
export { AutomationDrawer } from './components/automation-drawer'
export { AutomationPanel } from './components/automation-panel'
export { AutomationBadge } from './components/pause-control'
export { usePauses } from './use-automation'
