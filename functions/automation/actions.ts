import type { ScheduledActionView } from '../../shared/contracts/automation'
import { ConflictError, NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'
import { sendFollowUp } from './fire'
import { isHeld, listActionRecords, PAUSED_BY_HAND } from './pauses'
import { type ActionRecord, cancelAction, rescheduleAction, scheduleFollowUps } from './schedule'
import { nextWorkingTime, workingWindowOf } from './working-time'

type ActionDeps = Pick<
  Deps,
  'store' | 'settings' | 'now' | 'mailer' | 'mailDomains' | 'scheduler' | 'metrics'
>
export const ACTION_NOT_FOUND = 'Scheduled action not found'
const PITCH_NOT_FOUND = 'Pitch not found'
const ONLY_SCHEDULED_PAUSED = 'Only a scheduled action can be paused'

/** What is scheduled or paused, soonest first (spec 2), with who it goes to and the pitch's subject. */
export async function listScheduledActions(
  deps: Pick<Deps, 'store'>,
  userId: string,
): Promise<ScheduledActionView[]> {
  return (await listActionRecords(deps, userId))
    .filter((a) => a.status === 'scheduled' || a.status === 'paused')
    .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for))
    .map(toView)
}

async function getAction(deps: Pick<Deps, 'store'>, userId: string, actionId: string) {
  const { data } = await deps.store.scheduledActions
    .get({ user_id: userId, action_id: actionId })
    .go({ consistent: true })
  if (!data) throw new NotFoundError(ACTION_NOT_FOUND)
  return data
}

/** Spec 2: pause moves scheduled to paused. */
export async function pauseAction(deps: ActionDeps, userId: string, actionId: string) {
  const action = await getAction(deps, userId, actionId)
  if (action.status !== 'scheduled') throw new ConflictError(ONLY_SCHEDULED_PAUSED)
  await deps.store.scheduledActions
    .patch({ user_id: userId, action_id: actionId })
    .set({ status: 'paused', reason: PAUSED_BY_HAND, updated_at: deps.now().toISOString() })
    // Still scheduled as it is written: one that fired (or was cancelled) since it was read is not paused.
    .where((a, op) => op.eq(a.status, 'scheduled'))
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new ConflictError(ONLY_SCHEDULED_PAUSED) : error
    })
  return toView({ ...action, status: 'paused', reason: PAUSED_BY_HAND })
}

/**
 * Spec 2: resume moves paused to scheduled, at the journalist's next working time from when it was due
 * (or from now, when that has passed).
 */
export async function resumeAction(deps: ActionDeps, userId: string, actionId: string) {
  const action = await getAction(deps, userId, actionId)
  if (action.status !== 'paused') throw new ConflictError('Only a paused action can be resumed')
  const now = deps.now()
  const due = new Date(action.scheduled_for)
  const window = await workingWindowOf(deps, userId, action.journalist_id)
  await rescheduleAction(deps, action, nextWorkingTime(due > now ? due : now, window))
  return toView(await getAction(deps, userId, actionId))
}

/** Spec 2: cancel deletes the action (and its schedule). */
export async function cancelScheduledAction(deps: ActionDeps, userId: string, actionId: string) {
  await cancelAction(deps, await getAction(deps, userId, actionId))
}

/** A reminder's one click: the follow-up goes out now, in the pitch's thread. */
export async function sendActionNow(deps: ActionDeps, userId: string, actionId: string) {
  const action = await getAction(deps, userId, actionId)
  if (action.status !== 'scheduled') throw new ConflictError('Only a scheduled action can be sent')
  const { data: pitch } = await deps.store.pitches.get({ user_id: userId, pitch_id: action.pitch_id }).go()
  if (!pitch) throw new NotFoundError(PITCH_NOT_FOUND)
  if (pitch.replied_at) throw new ConflictError('The journalist has already replied to this pitch')
  if (await isHeld(deps, action)) throw new ConflictError('Automations are paused for this pitch')
  await sendFollowUp(deps, action, pitch)
  return toView(await getAction(deps, userId, actionId))
}

/**
 * The founder's choice to follow up a pitch to a journalist already in a conversation with them: the
 * pitch keeps it, and gets its follow-ups now if it is pitched (from its send, else from now).
 */
export async function turnOnFollowUps(
  deps: Pick<Deps, 'store' | 'now' | 'scheduler'>,
  userId: string,
  pitchId: string,
) {
  const { data: pitch } = await deps.store.pitches
    .get({ user_id: userId, pitch_id: pitchId })
    .go({ consistent: true })
  if (!pitch) throw new NotFoundError(PITCH_NOT_FOUND)
  await deps.store.pitches
    .patch({ user_id: userId, pitch_id: pitchId })
    .set({ follow_ups_turned_on: true })
    .go()
  if (pitch.status === 'pitched')
    await scheduleFollowUps(
      deps,
      { ...pitch, follow_ups_turned_on: true },
      pitch.sent_at ? new Date(pitch.sent_at) : deps.now(),
    )
  return (await listScheduledActions(deps, userId)).filter((action) => action.pitch_id === pitchId)
}

function toView(action: ActionRecord): ScheduledActionView {
  return {
    id: action.action_id,
    type: action.type,
    scheduled_for: action.scheduled_for,
    template: action.template,
    status: action.status,
    attempt_number: action.attempt_number,
    pitch_id: action.pitch_id,
    user_id: action.user_id,
    reason: action.reason ?? null,
    journalist: { id: action.journalist_id, name: action.journalist_name, publication: action.publication },
    pitch: { subject: action.pitch_subject },
  }
}
