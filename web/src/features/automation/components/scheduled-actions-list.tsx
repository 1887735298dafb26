import { useId, useRef, useState } from 'react'
import type { ScheduledActionView } from '../../../../../shared/contracts/automation'
import { AUTOMATION_TEXTS } from '../constants'
import { type ActionGroupKey, groupActions } from '../group-actions'
import type { ActionCommand } from '../use-automation'
import { ActionItem } from './action-item'

interface ScheduledActionsListProps {
  actions: ScheduledActionView[]
  now: Date
  timeZone?: string
  /** Automation is paused as a whole: scheduled actions say they wait. */
  globallyPaused?: boolean
  onCommand(id: string, command: ActionCommand): Promise<void>
}

/** Spec 2's scheduled actions list: overdue, today, tomorrow, upcoming and paused, each folding away. */
export function ScheduledActionsList({
  actions,
  now,
  timeZone,
  globallyPaused = false,
  onCommand,
}: ScheduledActionsListProps) {
  const [folded, setFolded] = useState<ReadonlySet<ActionGroupKey>>(new Set())
  const list = useRef<HTMLDivElement>(null)
  const id = useId()

  if (actions.length === 0) {
    return (
      <div className="empty-state automation-empty">
        <span className="empty-state-icon" aria-hidden="true">
          ⏱
        </span>
        <p className="empty-state-title">{AUTOMATION_TEXTS.emptyTitle}</p>
        <p>{AUTOMATION_TEXTS.emptyText}</p>
      </div>
    )
  }

  function fold(key: ActionGroupKey) {
    setFolded((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }

  /** After a command the item may have moved group or gone: focus follows it, or the list's first button. */
  async function command(actionId: string, which: ActionCommand) {
    await onCommand(actionId, which)
    requestAnimationFrame(() => {
      const root = list.current
      if (!root || (document.activeElement && root.contains(document.activeElement))) return
      const moved = root.querySelector<HTMLElement>(
        `[data-action-id="${CSS.escape(actionId)}"] [data-action-focus]`,
      )
      ;(moved ?? root.querySelector<HTMLElement>('button:not([disabled])'))?.focus()
    })
  }

  return (
    <div className="action-groups" ref={list}>
      {groupActions(actions, now, timeZone).map((group) => {
        const open = !folded.has(group.key)
        const panelId = `${id}-${group.key}`
        return (
          <section key={group.key} className={`action-group action-group-${group.key}`}>
            <h4 className="action-group-heading">
              <button
                type="button"
                className="action-group-toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => fold(group.key)}
              >
                <span className="action-group-chevron" aria-hidden="true" />
                <span className="action-group-title">{group.title}</span>
                <span className="action-group-count">{group.actions.length}</span>
              </button>
            </h4>
            <ul id={panelId} className="action-list" hidden={!open} aria-label={group.title}>
              {group.actions.map((action) => (
                <ActionItem
                  key={action.id}
                  action={action}
                  now={now}
                  globallyPaused={globallyPaused}
                  onCommand={command}
                />
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
