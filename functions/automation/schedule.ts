import type { EntityItem } from 'electrodb'
import { followUpDue } from '../../events/follow-up-due'
import { followUpDueDates } from '../../shared/domain/follow-ups'
import type { Deps } from '../ports/deps'
import { conditionHeld, isConditionFailure } from '../store/conditions'
import { followUpsWanted } from './conversation-rule'
import { getAutomationSettings } from './settings'
import { nextWorkingTime, workingWindowOf } from './working-time'

export type PitchRecord = EntityItem<Deps['store']['pitches']>
export type ActionRecord = EntityItem<Deps['store']['scheduledActions']>
type ScheduleDeps = Pick<Deps, 'store' | 'now' | 'scheduler'>

/** The one-off schedule that fires an action at a time: a new time, a new schedule. */
export const scheduleNameOf = (actionId: string, at: Date) =>
  `followup-${actionId}-${Math.floor(at.getTime() / 60_000)}`

/**
 * A pitch moved to pitched: one scheduled action per enabled interval (up to maxFollowUps), each
 * with its one-off schedule. Actions that exist already are kept as they are, so a pitch moved to
 * pitched again does not get its follow-ups twice. None for a journalist in a conversation with the
 * founder (followUpsWanted). One whose date has passed (a card pitched long after its send) goes at
 * the journalist's next working time, not the moment it is made. A pitch Pressroom never sent (a card
 * moved to Pitched by hand) gets reminders to the founder, never automatic follow-ups of a message the
 * journalist did not get from Pressroom; once it is sent, auto-send turns those reminders into
 * follow-ups in its thread.
 */
export async function scheduleFollowUps(deps: ScheduleDeps, pitch: PitchRecord, pitchedAt: Date) {
  if (!(await followUpsWanted(deps, pitch))) return 0
  const settings = await getAutomationSettings(deps, pitch.user_id)
  const window = await workingWindowOf(deps, pitch.user_id, pitch.journalist_id)
  const due = followUpDueDates(pitchedAt, settings, window.zone)
  const now = deps.now().toISOString()
  const automatic = settings.autoSend && !!pitch.thread_message_id
  let created = 0
  for (const [i, planned] of due.entries()) {
    const { intervalId, template } = planned
    const dueAt = planned.dueAt < deps.now() ? nextWorkingTime(deps.now(), window) : planned.dueAt
    const actionId = `${pitch.pitch_id}.${intervalId}`
    const scheduleName = scheduleNameOf(actionId, dueAt)
    // The schedule first: a stop between the two leaves a schedule that finds no action (and does
    // nothing), never an action that waits with no schedule. Named by the action and its time, it is
    // the same one when a retry finds the action made already.
    await deps.scheduler.schedule(scheduleName, dueAt, followUpDue(pitch.user_id, actionId))
    const made = await conditionHeld(
      deps.store.scheduledActions
        .create({
          user_id: pitch.user_id,
          action_id: actionId,
          pitch_id: pitch.pitch_id,
          journalist_id: pitch.journalist_id,
          type: automatic ? 'followup' : 'reminder',
          template,
          status: 'scheduled',
          attempt_number: i + 1,
          scheduled_for: dueAt.toISOString(),
          schedule_name: scheduleName,
          journalist_name: pitch.journalist_name,
          publication: pitch.journalist_publication,
          pitch_subject: pitch.subject,
          created_at: now,
          updated_at: now,
        })
        .go(),
    )
    if (made) created++
    else if (automatic) await becomesFollowUp(deps, pitch.user_id, actionId)
  }
  return created
}

/**
 * A reminder made while its pitch was unsent, now that the pitch went out with auto-send on: one still
 * ahead goes as a follow-up. One already due stays a reminder: its schedule has fired.
 */
async function becomesFollowUp(deps: Pick<Deps, 'store' | 'now'>, userId: string, actionId: string) {
  const now = deps.now().toISOString()
  await deps.store.scheduledActions
    .patch({ user_id: userId, action_id: actionId })
    .set({ type: 'followup', updated_at: now })
    .where(
      (a, op) =>
        `${op.eq(a.type, 'reminder')} AND ${op.eq(a.status, 'scheduled')} AND ${op.gt(a.scheduled_for, now)}`,
    )
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}

// The actions of one pitch (gsi1).
export async function actionsOfPitch(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  const { data } = await deps.store.scheduledActions.query
    .byPitch({ user_id: userId, pitch_id: pitchId })
    .go({ pages: 'all' })
  return data
}

/**
 * Cancels what has not gone out of a pitch's follow-ups (spec 2: cancel deletes the action): on a
 * human reply, and when the pitch leaves pitched.
 */
export async function cancelFollowUps(
  deps: Pick<Deps, 'store' | 'scheduler'>,
  userId: string,
  pitchId: string,
) {
  const open = (await actionsOfPitch(deps, userId, pitchId)).filter(
    (a) => a.status === 'scheduled' || a.status === 'paused',
  )
  for (const action of open) await cancelAction(deps, action)
  return open.length
}

/** Pauses what is scheduled of a pitch's follow-ups, with the reason the founder is shown. */
export async function holdFollowUpsOfPitch(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  pitchId: string,
  reason: string,
) {
  const scheduled = (await actionsOfPitch(deps, userId, pitchId)).filter((a) => a.status === 'scheduled')
  for (const action of scheduled)
    await deps.store.scheduledActions
      .patch({ user_id: userId, action_id: action.action_id })
      .set({ status: 'paused', reason, updated_at: deps.now().toISOString() })
      .where((a, op) => op.eq(a.status, 'scheduled'))
      .go()
      .catch((error: unknown) => {
        // Fired or changed meanwhile: nothing of it is left to hold.
        if (!isConditionFailure(error)) throw error
      })
  return scheduled.length
}

export async function cancelAction(deps: Pick<Deps, 'store' | 'scheduler'>, action: ActionRecord) {
  await deps.store.scheduledActions.delete({ user_id: action.user_id, action_id: action.action_id }).go()
  await deps.scheduler.cancel(action.schedule_name)
}

/**
 * Gives an action a new time, with a new one-off schedule made before the time is written (a stop
 * between them leaves the action at its old time, or a schedule that finds it not due); the old
 * schedule, if it fires, finds it not due.
 */
export async function rescheduleAction(deps: ScheduleDeps, action: ActionRecord, at: Date) {
  const status = 'scheduled'
  const scheduleName = scheduleNameOf(action.action_id, at)
  await deps.scheduler.schedule(scheduleName, at, followUpDue(action.user_id, action.action_id))
  await deps.store.scheduledActions
    .patch({ user_id: action.user_id, action_id: action.action_id })
    .set({
      status,
      scheduled_for: at.toISOString(),
      schedule_name: scheduleName,
      updated_at: deps.now().toISOString(),
    })
    .remove(['reason'])
    .go()
  if (scheduleName !== action.schedule_name) await deps.scheduler.cancel(action.schedule_name)
}
