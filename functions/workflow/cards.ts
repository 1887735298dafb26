import type { EntityItem } from 'electrodb'
import type { PitchStatus } from '../../shared/contracts/pitches'
import type { WorkflowCard } from '../../shared/contracts/workflow'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'

type PitchRecord = EntityItem<Deps['store']['pitches']>

// A founder's pitches: USER#<id> / PITCH#*.
export async function pitchRecords(deps: Pick<Deps, 'store'>, userId: string) {
  const { data } = await deps.store.pitches.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return data
}

/** Board order: by position, then oldest first for cards never placed by hand. */
export const boardOrder = (a: PitchRecord, b: PitchRecord) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
  a.created_at.localeCompare(b.created_at)

/** The next free position at the end of a column. */
export function endOf(records: PitchRecord[], status: PitchStatus) {
  const column = records.filter((r) => r.status === status)
  return column.reduce((max, r) => Math.max(max, r.position ?? -1), column.length - 1) + 1
}

/**
 * The workflow board (spec 2): every pitch as a card with its journalist (topics and response rate
 * from the journalist record) and its follow-up state.
 */
export async function listCards(deps: Pick<Deps, 'store'>, userId: string, status?: PitchStatus) {
  const records = (await pitchRecords(deps, userId))
    .filter((r) => !status || r.status === status)
    .sort(boardOrder)
  const journalistIds = [...new Set(records.map((r) => r.journalist_id))]
  const journalists = await getEvery(
    journalistIds.map((journalist_id) => ({ journalist_id })),
    (keys) => deps.store.journalists.get(keys).go(),
  )
  const byId = new Map(journalists.map((j) => [j.journalist_id, j]))
  const companies = await getEvery(
    [...new Set(records.map((r) => r.company_id))].map((company_id) => ({ user_id: userId, company_id })),
    (keys) => deps.store.companies.get(keys).go(),
  )
  const companyName = new Map(companies.map((c) => [c.company_id, c.name]))
  // The founder's scheduled actions, for each card's next follow-up.
  const { data: actions } = await deps.store.scheduledActions.query
    .byUser({ user_id: userId })
    .go({ pages: 'all' })
  const next = new Map<string, string>()
  for (const a of actions
    .filter((x) => x.status === 'scheduled')
    .sort((x, y) => x.scheduled_for.localeCompare(y.scheduled_for)))
    if (!next.has(a.pitch_id)) next.set(a.pitch_id, a.scheduled_for)
  const positions = new Map<string, number>()
  return records.map((r): WorkflowCard => {
    const journalist = byId.get(r.journalist_id)
    const position = positions.get(r.status) ?? 0
    positions.set(r.status, position + 1)
    return {
      id: r.pitch_id,
      status: r.status,
      position: r.position ?? position,
      created_at: r.created_at,
      updated_at: r.updated_at,
      user_id: r.user_id,
      pitch_id: r.pitch_id,
      journalist: {
        id: r.journalist_id,
        full_name: r.journalist_name,
        publication: r.journalist_publication,
        email: r.journalist_email ?? null,
        topics: (journalist?.topics ?? []).slice(0, 3),
        response_rate: journalist?.response_rate ?? 0,
      },
      pitch: {
        id: r.pitch_id,
        subject: r.subject,
        content: r.content,
        angle: r.angle ?? null,
        company_name: companyName.get(r.company_id) ?? '',
        sent_at: r.sent_at ?? null,
        replied_at: r.replied_at ?? null,
        reply_snippet: r.last_reply_snippet ?? null,
        last_interaction: r.replied_at ?? r.sent_at ?? null,
        follow_up_scheduled: next.has(r.pitch_id),
        follow_up_date: next.get(r.pitch_id) ?? null,
      },
    }
  })
}
