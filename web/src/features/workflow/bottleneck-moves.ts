import type { PitchStatus } from '../../../../shared/contracts/pitches'
import { type Bottleneck, bottleneckTarget } from '../../../../shared/domain/pipeline'

export interface BottleneckMove {
  status: PitchStatus
  ids: string[]
}

/**
 * The moves 'Move N selected' makes: the ticked items of each stage go to that stage's target
 * (pitched → archived, any other → pitched), one move per target, stages in the alert's order.
 */
export function bottleneckMoves(bottlenecks: Bottleneck[], selected: ReadonlySet<string>): BottleneckMove[] {
  const byTarget = new Map<PitchStatus, string[]>()
  for (const stage of bottlenecks) {
    const ids = stage.items.filter((item) => selected.has(item.id)).map((item) => item.id)
    if (ids.length === 0) continue
    const target = bottleneckTarget(stage.status)
    byTarget.set(target, [...(byTarget.get(target) ?? []), ...ids])
  }
  return [...byTarget].map(([status, ids]) => ({ status, ids }))
}

/** Every item of the alert, for 'Select all'. */
export const allBottleneckIds = (bottlenecks: Bottleneck[]) =>
  new Set(bottlenecks.flatMap((stage) => stage.items.map((item) => item.id)))
