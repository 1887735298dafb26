import {
  conversionRates,
  countByStatus,
  findBottlenecks,
  insightOf,
  type PipelineCard,
  velocity,
} from '../../shared/domain/pipeline'
import type { Deps } from '../ports/deps'
import { pitchRecords } from './cards'

/** Spec 2's pipeline metrics, from the founder's pitches and their real send times. */
export async function pipelineMetrics(deps: Pick<Deps, 'store' | 'now'>, userId: string) {
  const records = await pitchRecords(deps, userId)
  const cards: PipelineCard[] = records.map((r) => ({
    id: r.pitch_id,
    status: r.status,
    journalistName: r.journalist_name,
    publication: r.journalist_publication,
    updatedAt: r.updated_at,
    sentAt: r.sent_at ?? null,
    repliedAt: r.replied_at ?? null,
  }))
  const now = deps.now()
  const byStatus = countByStatus(cards)
  const pace = velocity(
    cards.flatMap((c) => (c.sentAt ? [c.sentAt] : [])),
    now,
  )
  return {
    totalPitches: cards.length,
    byStatus,
    conversionRates: conversionRates(byStatus),
    bottlenecks: findBottlenecks(cards, now),
    velocity: pace,
    insight: insightOf(pace.trend),
  }
}
