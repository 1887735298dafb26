// What the boards (/pitches and /workflow) show of follow-up automation. The rest is its own.
export { AutomationBadge } from './components/automation-badge'
export { AutomationDrawer, AutomationPanel } from './components/lazy-automation'
export { usePauses } from './use-automation'
