import { randomUUID } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { PitchStatus } from '../../shared/contracts/pitches'
import { BULK_BATCH_SIZE, NO_BOTTLENECKS } from '../../shared/contracts/workflow'
import { bottleneckTarget, isBottleneck } from '../../shared/domain/pipeline'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { actionsOfPitch, cancelFollowUps } from '../automation/schedule'
import { forgetConversation, markConversation } from '../pitches/conversation-flag'
import { movePitch } from '../pitches/move-pitch'
import { ConflictError, NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { pitchSendId } from '../sending/records'
import { endOf, pitchRecords } from './cards'
import {
  changeHistory,
  type MovedCard,
  readHistory,
  recordOperation,
  type StoredOperation,
  toView,
} from './history'

type OpDeps = Pick<Deps, 'store' | 'now' | 'scheduler'>
type PitchRecord = EntityItem<Deps['store']['pitches']>
type ActionRecord = EntityItem<Deps['store']['scheduledActions']>

export const NOTHING_TO_UNDO = 'Nothing to undo'
export const NOTHING_TO_REDO = 'Nothing to redo'
export const CHANGED_SINCE = 'These cards changed since; this step can no longer be undone'

/** In groups of 10 (spec 2's batch size), each group at once. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>) {
  const results: R[] = []
  let batches = 0
  for (let i = 0; i < items.length; i += BULK_BATCH_SIZE) {
    results.push(...(await Promise.all(items.slice(i, i + BULK_BATCH_SIZE).map(work))))
    batches++
  }
  return { results, batches }
}

/** Only the founder's own cards: another founder's ids are ignored, never touched. */
async function ownCards(deps: Pick<Deps, 'store'>, userId: string, ids: string[]) {
  const records = new Map((await pitchRecords(deps, userId)).map((r) => [r.pitch_id, r]))
  // In the order asked for (the board's order), each once.
  const own = [...new Set(ids)].flatMap((id) => records.get(id) ?? [])
  return { all: [...records.values()], own }
}

/**
 * Moves cards to a status, each to the end of the target column, in batches of 10; arriving in
 * pitched schedules follow-ups, leaving it cancels them (movePitch). Recorded for undo. For the
 * bottleneck action, only the cards that are bottlenecks now and go to `status` from where they are:
 * it never sends a published story back to Pitched or archives a conversation.
 */
export async function bulkMove(
  deps: OpDeps,
  userId: string,
  ids: string[],
  status: PitchStatus,
  options: { bottlenecksOnly?: boolean } = {},
) {
  const { all, own: asked } = await ownCards(deps, userId, ids)
  if (asked.length === 0) throw new NotFoundError('No cards found')
  const now = deps.now()
  const own = options.bottlenecksOnly
    ? asked.filter(
        (r) =>
          bottleneckTarget(r.status) === status &&
          isBottleneck({ status: r.status, repliedAt: r.replied_at ?? null, updatedAt: r.updated_at }, now),
      )
    : asked
  if (own.length === 0) throw new ConflictError(NO_BOTTLENECKS)
  const start = endOf(all, status)
  const { results, batches } = await inBatches(own, async (record): Promise<MovedCard> => {
    const position = start + own.indexOf(record)
    const moved = await movePitch(deps, userId, record.pitch_id, status, { position })
    return {
      id: record.pitch_id,
      before: { status: record.status, position: record.position ?? null },
      after: { status, position, updated_at: moved.updated_at },
    }
  })
  const operation: StoredOperation = {
    id: randomUUID(),
    kind: 'move',
    at: deps.now().toISOString(),
    status,
    items: results,
  }
  await recordOperation(deps, userId, operation)
  return { moved: results.length, batches, operation: toView(operation) }
}

/** Deletes cards (and their follow-ups), keeping each as it was so the delete can be undone. */
export async function bulkDelete(deps: OpDeps, userId: string, ids: string[]) {
  const { own } = await ownCards(deps, userId, ids)
  if (own.length === 0) throw new NotFoundError('No cards found')
  const operation: StoredOperation = {
    id: randomUUID(),
    kind: 'delete',
    at: deps.now().toISOString(),
    ids: own.map((r) => r.pitch_id),
  }
  const { batches } = await inBatches(own, (record) => deleteCard(deps, operation.id, record))
  await recordOperation(deps, userId, operation)
  return { deleted: own.length, batches, operation: toView(operation) }
}

async function deleteCard(deps: OpDeps, operationId: string, record: PitchRecord) {
  const actions = (await actionsOfPitch(deps, record.user_id, record.pitch_id)).filter(
    (a) => a.status === 'scheduled' || a.status === 'paused',
  )
  await deps.store.deletedCards
    .put({
      user_id: record.user_id,
      operation_id: operationId,
      pitch_id: record.pitch_id,
      pitch: JSON.stringify(record),
      actions: JSON.stringify(actions),
      ttl: Math.floor(deps.now().getTime() / 1000) + 30 * 86_400,
    })
    .go()
  await cancelFollowUps(deps, record.user_id, record.pitch_id)
  await deps.store.pitches.delete({ user_id: record.user_id, pitch_id: record.pitch_id }).go()
  await forgetConversation(deps, record)
}

/**
 * Sets a column's order: the ids given take positions 0, 1, 2... in that order. Ids of cards now in
 * another column are left out; when none of them is the founder's card in that column, nothing is.
 */
export async function reorderColumn(deps: OpDeps, userId: string, status: PitchStatus, ids: string[]) {
  const { own } = await ownCards(deps, userId, ids)
  const ordered = own.filter((r) => r.status === status).map((r) => r.pitch_id)
  if (ordered.length === 0) throw new NotFoundError('No cards found')
  await inBatches(ordered, (id) =>
    deps.store.pitches
      .patch({ user_id: userId, pitch_id: id })
      .set({ position: ordered.indexOf(id) })
      .go(),
  )
  return { reordered: ordered.length }
}

/** Undoes the last operation: a move puts each card back where it was; a delete restores the cards. */
export async function undo(deps: OpDeps, userId: string) {
  const { undo: list } = await readHistory(deps, userId)
  const operation = list.at(-1)
  if (!operation) throw new ConflictError(NOTHING_TO_UNDO)
  if (operation.kind === 'move') {
    const current = new Map((await pitchRecords(deps, userId)).map((r) => [r.pitch_id, r]))
    if (operation.items.some((item) => current.get(item.id)?.updated_at !== item.after.updated_at))
      throw new ConflictError(CHANGED_SINCE)
    await inBatches(operation.items, (item) =>
      movePitch(deps, userId, item.id, item.before.status, { position: item.before.position }),
    )
  } else {
    await restoreDeleted(deps, userId, operation.id)
  }
  await changeHistory(deps, userId, ({ undo: u, redo }) => ({
    undo: u.filter((op) => op.id !== operation.id),
    redo: [...redo, operation],
  }))
  return toView(operation)
}

/** Repeats the last undone operation. */
export async function redo(deps: OpDeps, userId: string) {
  const { redo: list } = await readHistory(deps, userId)
  const operation = list.at(-1)
  if (!operation) throw new ConflictError(NOTHING_TO_REDO)
  let again: StoredOperation
  if (operation.kind === 'move') {
    const all = await pitchRecords(deps, userId)
    const start = endOf(all, operation.status)
    const { results } = await inBatches(operation.items, async (item) => {
      const position = start + operation.items.indexOf(item)
      const moved = await movePitch(deps, userId, item.id, operation.status, { position })
      return { ...item, after: { status: operation.status, position, updated_at: moved.updated_at } }
    })
    again = { ...operation, items: results }
  } else {
    const { own } = await ownCards(deps, userId, operation.ids)
    await inBatches(own, (record) => deleteCard(deps, operation.id, record))
    again = operation
  }
  await changeHistory(deps, userId, ({ undo: u, redo: r }) => ({
    undo: [...u, again],
    redo: r.filter((op) => op.id !== operation.id),
  }))
  return toView(again)
}

async function restoreDeleted(deps: OpDeps, userId: string, operationId: string) {
  // The cards one operation deleted: USER#<id> / DELETED#<operationId>#*.
  const { data } = await deps.store.deletedCards.query
    .byOperation({ user_id: userId, operation_id: operationId })
    .go({ pages: 'all' })
  const sendsOf = await sendsOfPitches(deps, userId, new Set(data.map((deleted) => deleted.pitch_id)))
  await inBatches(data, async (deleted) => {
    const pitch = JSON.parse(deleted.pitch) as PitchRecord
    const sends = sendsOf.get(pitch.pitch_id) ?? []
    // The journalist may have answered while the card was deleted: it comes back replied, and its
    // follow-ups do not come back at all.
    const repliedAt = pitch.replied_at ?? sends.flatMap((send) => send.replied_at ?? []).sort()[0]
    // A pitch whose send came due while it was deleted was not sent: it comes back unsent, to send again,
    // in a new send round (the stopped send stays in its history; no send id names two records).
    const stopped = sends.find(
      (send) =>
        send.kind === 'pitch' && send.reason === SKIP_REASONS.deleted && send.send_id === pitchSendId(pitch),
    )
    const restored: PitchRecord = {
      ...pitch,
      replied_at: repliedAt,
      // Its journalist may have answered another pitch meanwhile, or the answered one gone: asked again.
      in_conversation: undefined,
      ...(stopped
        ? { send_status: undefined, scheduled_for: undefined, send_round: (pitch.send_round ?? 0) + 1 }
        : {}),
    }
    await deps.store.pitches.put(restored).go()
    // Answered, it puts its journalist's other pitches in a conversation again.
    if (repliedAt) await markConversation(deps, restored)
    const actions = repliedAt ? [] : (JSON.parse(deleted.actions) as ActionRecord[])
    for (const action of actions) {
      // Its schedule first, as when it was made: a stop in between never leaves it waiting without one.
      if (action.status === 'scheduled')
        await deps.scheduler.schedule(action.schedule_name, new Date(action.scheduled_for), {
          type: 'FollowUpDue',
          version: 1,
          userId,
          actionId: action.action_id,
        })
      await deps.store.scheduledActions.put(action).go()
    }
    await deps.store.deletedCards
      .delete({ user_id: userId, operation_id: operationId, pitch_id: deleted.pitch_id })
      .go()
  })
}

/** The founder's sends of these pitches, read once (consistently: a reply a moment ago counts). */
async function sendsOfPitches(deps: Pick<Deps, 'store'>, userId: string, pitchIds: ReadonlySet<string>) {
  const { data } = await deps.store.sends.query.byUser({ user_id: userId }).go({
    pages: 'all',
    consistent: true,
    attributes: ['send_id', 'pitch_id', 'kind', 'reason', 'replied_at'],
  })
  const byPitch = new Map<string, typeof data>()
  for (const send of data) {
    if (!send.pitch_id || !pitchIds.has(send.pitch_id)) continue
    byPitch.set(send.pitch_id, [...(byPitch.get(send.pitch_id) ?? []), send])
  }
  return byPitch
}

export async function historyView(deps: Pick<Deps, 'store'>, userId: string) {
  const { undo: u, redo: r } = await readHistory(deps, userId)
  return { undo: u.map(toView).reverse(), redo: r.map(toView).reverse() }
}
