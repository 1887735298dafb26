import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'
import { type Bottleneck, bottleneckTarget, canBeBottleneck } from '../../../../shared/domain/pipeline'

export interface BottleneckMove {
  status: PitchStatus
  ids: string[]
}

/** The board's cards as they are now, by id: what changed since the alert was computed. */
export type CurrentCards = ReadonlyMap<
  string,
  Pick<WorkflowCard, 'status'> & { pitch: { replied_at: string | null } }
>

/**
 * Whether an item of the alert still needs moving: its card is where the alert saw it, not Picked Up,
 * and its journalist has not replied since. An item the board does not hold (yet) is left to the
 * server, which moves only cards that are bottlenecks.
 */
function stillStuck(stage: Bottleneck, id: string, cards?: CurrentCards) {
  const card = cards?.get(id)
  if (!card) return true
  return (
    card.status === stage.status && canBeBottleneck({ status: card.status, repliedAt: card.pitch.replied_at })
  )
}

/**
 * The moves 'Move N selected' makes: the ticked items of each stage that still need it go to that
 * stage's target (pitched → archived, any other → pitched), one move per target, stages in the alert's
 * order. Picked Up and replied cards never move: they are successes, not bottlenecks.
 */
export function bottleneckMoves(
  bottlenecks: Bottleneck[],
  selected: ReadonlySet<string>,
  cards?: CurrentCards,
): BottleneckMove[] {
  const byTarget = new Map<PitchStatus, string[]>()
  for (const stage of bottlenecks) {
    if (!canBeBottleneck({ status: stage.status, repliedAt: null })) continue
    const ids = stage.items
      .filter((item) => selected.has(item.id) && stillStuck(stage, item.id, cards))
      .map((item) => item.id)
    if (ids.length === 0) continue
    const target = bottleneckTarget(stage.status)
    byTarget.set(target, [...(byTarget.get(target) ?? []), ...ids])
  }
  return [...byTarget].map(([status, ids]) => ({ status, ids }))
}

/** How many cards 'Move N selected' moves: its N. */
export const bottleneckMoveCount = (moves: BottleneckMove[]) =>
  moves.reduce((sum, m) => sum + m.ids.length, 0)

/** Every item of the alert, for 'Select all'. */
export const allBottleneckIds = (bottlenecks: Bottleneck[]) =>
  new Set(bottlenecks.flatMap((stage) => stage.items.map((item) => item.id)))
