import { AUTOMATION_TEXTS } from '../constants'
import '../automation.css'

/** 'Automation Active' or 'Automation Paused', for the panel and any board header. */
export function AutomationBadge({ paused }: { paused: boolean }) {
  return (
    <span className={`automation-badge ${paused ? 'automation-badge-paused' : 'automation-badge-active'}`}>
      <span className="automation-badge-dot" aria-hidden="true" />
      {paused ? AUTOMATION_TEXTS.paused : AUTOMATION_TEXTS.active}
    </span>
  )
}
