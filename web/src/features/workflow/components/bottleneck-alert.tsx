import { useId, useState } from 'react'
import type { Bottleneck } from '../../../../../shared/domain/pipeline'
import { BOTTLENECK_ITEMS_SHOWN } from '../../../../../shared/domain/pipeline'
import {
  allBottleneckIds,
  type BottleneckMove,
  bottleneckMoveCount,
  bottleneckMoves,
  type CurrentCards,
} from '../bottleneck-moves'
import { BOTTLENECK_ADVICE, STATUS_LABELS, WORKFLOW_TEXTS } from '../constants'

/**
 * Spec 2's bottleneck alert: cards untouched for more than 7 days, by stage. Each stage folds out to
 * its first 5 items; ticked items go on with 'Move N selected' (pitched → archived, else → pitched),
 * except any Picked Up or replied to since: N counts only the cards that will move.
 */
export function BottleneckAlert({
  bottlenecks,
  cards,
  onMove,
  onDismiss,
}: {
  bottlenecks: Bottleneck[]
  /** The board's cards now: an item Picked Up or replied to since the alert was computed is not moved. */
  cards?: CurrentCards
  onMove(moves: BottleneckMove[]): Promise<boolean>
  onDismiss(): void
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const [moving, setMoving] = useState(false)
  const id = useId()
  const total = bottlenecks.reduce((sum, stage) => sum + stage.items.length, 0)
  const all = allBottleneckIds(bottlenecks)
  // N is what the move will move: ticked items that still need it, never a success.
  const moves = bottleneckMoves(bottlenecks, selected, cards)
  const count = bottleneckMoveCount(moves)

  const flip = <T,>(set: ReadonlySet<T>, value: T) => {
    const next = new Set(set)
    if (next.has(value)) next.delete(value)
    else next.add(value)
    return next
  }

  async function move() {
    setMoving(true)
    const moved = await onMove(moves)
    setMoving(false)
    if (moved) setSelected(new Set())
  }

  return (
    <section className="workflow-bottleneck" aria-labelledby={`${id}-title`}>
      <header className="workflow-bottleneck-head">
        <h2 id={`${id}-title`} className="workflow-bottleneck-title">
          <span aria-hidden="true">⚠ </span>
          {WORKFLOW_TEXTS.bottleneckTitle(total, bottlenecks.length)}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss bottleneck alert"
          onClick={onDismiss}
        >
          ×
        </button>
      </header>
      <div className="workflow-bottleneck-tools">
        <button type="button" className="link-button" onClick={() => setSelected(all)}>
          Select all
        </button>
        <button type="button" className="link-button" onClick={() => setSelected(new Set())}>
          Deselect all
        </button>
        <button
          type="button"
          className="button button-primary workflow-bottleneck-move"
          disabled={count === 0 || moving}
          onClick={() => void move()}
        >
          Move {count} selected
        </button>
      </div>
      <ul className="workflow-bottleneck-stages">
        {bottlenecks.map((stage) => {
          const expanded = open.has(stage.status)
          const listId = `${id}-${stage.status}`
          const more = stage.items.length - BOTTLENECK_ITEMS_SHOWN
          return (
            <li key={stage.status} className="workflow-bottleneck-stage">
              <button
                type="button"
                className="workflow-bottleneck-toggle"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(flip(open, stage.status))}
              >
                <span className={`workflow-status-dot workflow-status-${stage.status}`} aria-hidden="true" />
                {STATUS_LABELS[stage.status]}: {stage.items.length}{' '}
                {stage.items.length === 1 ? 'item' : 'items'}, {stage.avgDays} days on average
              </button>
              <p className="workflow-bottleneck-advice">{BOTTLENECK_ADVICE[stage.status]}</p>
              {expanded && (
                <ul id={listId} className="workflow-bottleneck-items">
                  {stage.items.slice(0, BOTTLENECK_ITEMS_SHOWN).map((item) => (
                    <li key={item.id}>
                      <label className="workflow-check">
                        <input
                          type="checkbox"
                          checked={selected.has(item.id)}
                          onChange={() => setSelected(flip(selected, item.id))}
                        />
                        <span className="workflow-bottleneck-who">{item.journalistName}</span>
                        <span className="muted">{item.publication}</span>
                        <span className="workflow-bottleneck-days">{item.daysInStatus} days in status</span>
                      </label>
                    </li>
                  ))}
                  {more > 0 && <li className="muted">And {more} more...</li>}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      <p className="workflow-bottleneck-footer">{WORKFLOW_TEXTS.bottleneckFooter}</p>
    </section>
  )
}
