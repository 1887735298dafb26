import { sendRequested } from '../../../events/send-requested'
import type { SendStatus } from '../../../shared/contracts/sending'
import { type PitchRecord, scheduleFollowUps } from '../../automation/schedule'
import { nextWorkingDay, type WorkingWindow } from '../../automation/working-time'
import type { Deps } from '../../ports/deps'
import { getSend, type SendRecord } from '../records'
import { heldScheduleName } from './schedule-names'

type RecordDeps = Pick<Deps, 'store' | 'now' | 'scheduler'>

/**
 * Holds a send for the journalist's next working day at 09:30 (Monday for Friday's, when the founder
 * skips weekends). Its schedule for that time is made first, so an
 * attempt that stops once the hold is written leaves it one (a redelivery finds the send waiting for a
 * time to come, and does nothing). Then the send, its bulk job's count and its pitch change in one
 * transaction, conditioned on the send's state: a cancel or another attempt that changed the send first
 * leaves all three as they are, and the schedule, when it fires, finds nothing of it to do.
 */
export async function deferToNextDay(deps: RecordDeps, send: SendRecord, window: WorkingWindow) {
  const at = nextWorkingDay(deps.now(), window)
  await deps.scheduler.schedule(
    heldScheduleName(send.send_id, at, window.zone),
    at,
    sendRequested(send.user_id, send.send_id),
  )
  const held = {
    status: 'scheduled' as const,
    scheduled_for: at.toISOString(),
    deferred: true,
    reason: 'Waits a day: one message per journalist per day',
  }
  const { canceled } = await deps.store.transaction
    .write(({ sends, bulkJobs, pitches }) => [
      sends
        .patch({ user_id: send.user_id, send_id: send.send_id })
        .set(held)
        .where((a, op) => op.eq(a.status, send.status))
        .commit(),
      ...(send.job_id && !send.deferred
        ? [
            bulkJobs
              .patch({ user_id: send.user_id, job_id: send.job_id })
              .add({ deferred: 1, deferred_sends: [send.send_id] })
              .commit(),
          ]
        : []),
      ...(send.kind === 'pitch' && send.pitch_id
        ? [
            pitches
              .patch({ user_id: send.user_id, pitch_id: send.pitch_id })
              .set({ send_status: 'scheduled', scheduled_for: held.scheduled_for })
              .commit(),
          ]
        : []),
    ])
    .go()
  if (canceled) {
    const current = await getSend(deps, send.user_id, send.send_id)
    // Unchanged, so the transaction failed on something else (its pitch deleted meanwhile, a write
    // conflict): the queue delivers it again, and the checks above settle it then.
    if (current?.status === send.status && current.scheduled_for === send.scheduled_for)
      throw new Error(`holding send ${send.send_id} for a day did not commit`)
    return current
  }
  return { ...send, ...held }
}

/**
 * Moves a send to its final state and, in the same transaction, counts it on its bulk job and marks
 * its pitch (or, for the founder's answer in a conversation, the conversation): the count and the
 * state change together or not at all, so a redelivery counts nothing.
 */
export async function finish(deps: RecordDeps, send: SendRecord, status: SendStatus, reason?: string) {
  const now = deps.now().toISOString()
  const sent = status === 'sent'
  const pitch =
    send.kind === 'pitch' && send.pitch_id
      ? (await deps.store.pitches.get({ user_id: send.user_id, pitch_id: send.pitch_id }).go()).data
      : undefined
  // After a send the pitch is pitched, unless the founder moved it further already; then its follow-ups
  // are owed, and the send says so until they are scheduled. A card moved to Pitched before it was sent
  // is owed them too: its reminders become follow-ups in the thread the send starts.
  const pitched = sent && !!pitch && ['drafted', 'reviewed', 'pitched'].includes(pitch.status)
  const write = () =>
    deps.store.transaction.write(({ sends, bulkJobs, pitches, conversations }) => [
      sends
        .patch({ user_id: send.user_id, send_id: send.send_id })
        .set({
          status,
          reason,
          ...(sent ? { sent_at: now } : {}),
          ...(pitched ? { follow_ups_pending: true } : {}),
        })
        .remove(['lease_until'])
        .where((a, op) => op.eq(a.status, send.status))
        .commit(),
      ...(send.job_id
        ? [
            undefer(
              bulkJobs
                .patch({ user_id: send.user_id, job_id: send.job_id })
                .add({ [jobCounter(status)]: 1 })
                // What was not sent says why, once per send (the state's condition above).
                .append({ reasons: sent ? [] : [reason ?? 'No reason recorded'] }),
              send,
            ).commit(),
          ]
        : []),
      ...(pitch
        ? [
            pitches
              .patch({ user_id: send.user_id, pitch_id: pitch.pitch_id })
              .set({
                send_status: status,
                updated_at: now,
                ...(sent
                  ? {
                      sent_at: now,
                      sent_by: send.user_id,
                      thread_message_id: send.message_id,
                      status: pitched ? 'pitched' : pitch.status,
                    }
                  : {}),
              })
              .remove(['scheduled_for'])
              .commit(),
          ]
        : []),
      // The founder answered: the conversation no longer waits for them.
      ...(send.kind === 'reply' && send.pitch_id && sent
        ? [
            conversations
              .upsert({ user_id: send.user_id, pitch_id: send.pitch_id })
              .set({ last_answer_at: now })
              .commit(),
          ]
        : []),
    ])
  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await write().go()
    if (!canceled) break
    // A failed condition: another attempt finished it first. Cancelled for meeting another write (the
    // job's count, which every send of a bulk job writes as it lands), it wrote nothing, and the message
    // may have gone already: the outcome is written again, not left for a recheck to call interrupted.
    if (data.some((item) => item.code === 'ConditionalCheckFailed') || attempt >= FINISH_ATTEMPTS)
      return getSend(deps, send.user_id, send.send_id)
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt))
  }
  if (pitched && pitch)
    await scheduleOwedFollowUps(
      deps,
      { ...send, status, sent_at: now },
      { ...pitch, status: 'pitched', thread_message_id: send.message_id },
    )
  return { ...send, status, reason }
}

/**
 * Schedules the follow-ups a pitch's send owes (recorded with its sent state), then clears the debt.
 * A delivery that stopped, or whose scheduler failed, in between leaves the debt for the send's next
 * delivery (a queue's redelivery, or the recheck after a send to go now), which pays it here: only
 * for a pitch still pitched on this send and unanswered, and with the same names and ids as the
 * first try, so what that try made is made no second time.
 */
export async function scheduleOwedFollowUps(deps: RecordDeps, send: SendRecord, pitch?: PitchRecord) {
  const current =
    pitch ??
    (send.pitch_id
      ? (
          await deps.store.pitches
            .get({ user_id: send.user_id, pitch_id: send.pitch_id })
            .go({ consistent: true })
        ).data
      : undefined)
  if (
    current?.status === 'pitched' &&
    !current.replied_at &&
    current.thread_message_id === send.message_id &&
    send.sent_at
  )
    await scheduleFollowUps(deps, current, new Date(send.sent_at))
  await deps.store.sends
    .patch({ user_id: send.user_id, send_id: send.send_id })
    .remove(['follow_ups_pending'])
    .go()
}

/**
 * A send that waited a day leaves the job's deferred count, and its list of waiting sends, as it lands in
 * its final state.
 */
export function undefer<
  P extends { subtract(n: { deferred: number }): P; delete(s: { deferred_sends: string[] }): P },
>(patch: P, send: Pick<SendRecord, 'deferred' | 'send_id'>) {
  return send.deferred ? patch.subtract({ deferred: 1 }).delete({ deferred_sends: [send.send_id] }) : patch
}

/** Writes of a send's outcome cancelled by contention before it is left to the queue's next delivery. */
const FINISH_ATTEMPTS = 8

const jobCounter = (status: SendStatus) =>
  status === 'sent' ? 'sent' : status === 'skipped' ? 'skipped' : 'failed'
