import { sendRequested } from '../../events/send-requested'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { getPitch, PITCH_NOT_FOUND } from '../pitches/pitches'
import { AppError, ConflictError, NotFoundError, ValidationError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { heldScheduleName, scheduleName, scheduleNameAt } from './deliver'
import { undefer } from './deliver/record'
import { FINAL_STATES, getSend, intentRecord, pitchSendId, type SendRecord } from './records'
import { ALREADY_REPLIED, checkScheduledTime, inRound, NO_EMAIL } from './send-pitch'
import { journalistTimeZone } from './sender-settings'

export const NOT_SCHEDULED = 'This pitch is not waiting to be sent, so there is nothing to cancel'
export const ON_ITS_WAY = 'This pitch is already on its way and can no longer be cancelled'
export const NOT_SCHEDULED_TO_MOVE = 'This pitch is not waiting to be sent, so there is nothing to move'
export const ON_ITS_WAY_TO_MOVE = 'This pitch is already on its way and can no longer be moved'
export const ALREADY_SENT = 'This pitch has already been sent'
const NOT_NOW = 'The send could not be changed just now; please try again'

type CancelDeps = Pick<Deps, 'store' | 'scheduler' | 'now'>
type RescheduleDeps = CancelDeps & Pick<Deps, 'settings'>
type PitchRecord = NonNullable<Awaited<ReturnType<typeof readPitch>>>

/**
 * Takes back a pitch that waits to be sent (at the founder's chosen time, or held for the journalist's
 * next day): the pitch is unsent again, to be sent or scheduled anew.
 */
export function cancelScheduledSend(deps: CancelDeps, userId: string, pitchId: string) {
  return takeBack(deps, userId, pitchId, {})
}

/**
 * Moves a waiting pitch to another time: its send is taken back and a new one waits for `at`. As when
 * scheduling, a minute's grace: a time picked in the browser's current minute goes a second from now.
 */
export function rescheduleSend(deps: RescheduleDeps, userId: string, pitchId: string, at: string) {
  checkScheduledTime(new Date(at), deps.now())
  const now = deps.now().getTime()
  const next = new Date(Math.max(new Date(at).getTime(), now + 1000))
  return takeBack(deps, userId, pitchId, { next, settings: deps.settings })
}

// Consistently: a second change right after the first must see the round the first one made.
const readPitch = async (deps: CancelDeps, userId: string, pitchId: string) =>
  (await deps.store.pitches.get({ user_id: userId, pitch_id: pitchId }).go({ consistent: true })).data

/**
 * In one transaction, conditioned on the send still waiting at the time that was read: the send
 * becomes final (skipped, with why, kept in the pitch's send history), its bulk job counts it, and the
 * pitch moves to a new send round, unsent or with the new round's send waiting for `next`. Sends of
 * different rounds have different ids, so no send id, schedule name or queue message ever names two
 * records: whatever of the old send is still about finds it final and mails nothing, which is why its
 * schedules are removed afterwards only to tidy up. A delivery that claimed it first wins (409).
 */
async function takeBack(
  deps: CancelDeps,
  userId: string,
  pitchId: string,
  { next, settings, attempt = 0 }: { next?: Date; settings?: Deps['settings']; attempt?: number },
): Promise<Awaited<ReturnType<typeof getPitch>>> {
  const pitch = await readPitch(deps, userId, pitchId)
  if (!pitch) throw new NotFoundError(PITCH_NOT_FOUND)
  const send = await getSend(deps, userId, pitchSendId(pitch))
  const scheduledFor = send?.status === 'scheduled' ? send.scheduled_for : undefined
  if (!send || !scheduledFor) throw new ConflictError(refusal(send, !!next))
  // Not `{ ...deps }`: the container builds a port when it is read, and this group declares only its own.
  const replacement = next && settings ? nextSend({ settings, now: deps.now }, pitch, next) : undefined
  const reason = next ? SKIP_REASONS.rescheduled : SKIP_REASONS.cancelled
  // The new send's schedule goes first, named by its time: if this process stopped after the
  // transaction, a schedule made after it would be missing and the send would wait for ever. Should
  // DynamoDB cancel the transaction, the schedule is removed. A write that throws instead may have
  // landed (a timeout after DynamoDB took it), so its schedule stays: without the send it finds none.
  const waitsFor = replacement && scheduleNameAt(replacement.send_id, replacement.scheduled_for)
  if (replacement && waitsFor)
    await deps.scheduler.schedule(
      waitsFor,
      new Date(replacement.scheduled_for),
      sendRequested(userId, replacement.send_id),
    )

  const { canceled } = await deps.store.transaction
    .write((entities) => [
      ...skipWaiting(entities, send, scheduledFor, reason),
      ...(replacement ? [entities.sends.create(replacement).commit()] : []),
      replacement
        ? entities.pitches
            .patch({ user_id: userId, pitch_id: pitchId })
            .set({
              updated_at: deps.now().toISOString(),
              send_round: (pitch.send_round ?? 0) + 1,
              send_status: 'scheduled',
              scheduled_for: replacement.scheduled_for,
            })
            .where(inRound(pitch))
            .commit()
        : entities.pitches
            .patch({ user_id: userId, pitch_id: pitchId })
            .set({ updated_at: deps.now().toISOString(), send_round: (pitch.send_round ?? 0) + 1 })
            .remove(['send_status', 'scheduled_for'])
            .where(inRound(pitch))
            .commit(),
    ])
    .go()
  if (canceled) {
    if (waitsFor) await deps.scheduler.cancel(waitsFor).catch(() => undefined)
    const current = await getSend(deps, userId, send.send_id)
    if (current?.status !== 'scheduled') throw new ConflictError(refusal(current, !!next))
    // Still waiting: held for another day meanwhile, or the write met another at once (a busy bulk
    // job, the pitch edited). Tried once more from a fresh read; then the founder is asked to retry.
    if (attempt === 0) return takeBack(deps, userId, pitchId, { next, settings, attempt: attempt + 1 })
    throw new AppError(503, NOT_NOW)
  }
  await removeSchedules(deps, send, scheduledFor)
  return getPitch(deps, userId, pitchId)
}

type TransactionEntities = Parameters<Parameters<CancelDeps['store']['transaction']['write']>[0]>[0]

/**
 * The writes that take back a send still waiting for `scheduledFor`: it becomes final as skipped, and
 * a send of a bulk job is settled on it as skipped too, so the job still finishes with every item
 * counted. Conditioned on the send still waiting for that time.
 */
function skipWaiting(
  { sends, bulkJobs }: TransactionEntities,
  send: SendRecord,
  scheduledFor: string,
  reason: string,
) {
  return [
    sends
      .patch({ user_id: send.user_id, send_id: send.send_id })
      .set({ status: 'skipped', reason })
      .where((a, op) => `${op.eq(a.status, 'scheduled')} AND ${op.eq(a.scheduled_for, scheduledFor)}`)
      .commit(),
    ...(send.job_id
      ? [
          undefer(
            bulkJobs
              .patch({ user_id: send.user_id, job_id: send.job_id })
              .add({ skipped: 1 })
              .append({ reasons: [reason] }),
            send,
          ).commit(),
        ]
      : []),
  ]
}

/** The send of the pitch's next round, waiting for `at`, with the pitch's words as they are now. */
function nextSend(deps: Pick<Deps, 'settings' | 'now'>, pitch: PitchRecord, at: Date) {
  if (!pitch.journalist_email) throw new ValidationError(NO_EMAIL)
  if (pitch.replied_at) throw new ConflictError(ALREADY_REPLIED)
  return {
    ...intentRecord(deps, {
      userId: pitch.user_id,
      sendId: pitchSendId({ pitch_id: pitch.pitch_id, send_round: (pitch.send_round ?? 0) + 1 }),
      kind: 'pitch',
      pitchId: pitch.pitch_id,
      journalistId: pitch.journalist_id,
      to: { name: pitch.journalist_name, email: pitch.journalist_email },
      subject: pitch.subject,
      body: pitch.content,
      scheduledFor: at,
    }),
    scheduled_for: at.toISOString(),
  }
}

/** Why there is nothing to take back, in the state the send is in. */
function refusal(send: SendRecord | undefined, moving: boolean) {
  if (!send || (send.status !== 'sent' && FINAL_STATES.has(send.status)))
    return moving ? NOT_SCHEDULED_TO_MOVE : NOT_SCHEDULED
  if (send.status === 'sent' || send.status === 'bounced') return ALREADY_SENT
  return moving ? ON_ITS_WAY_TO_MOVE : ON_ITS_WAY
}

/**
 * The old send's schedules: the founder's chosen time, and the day it was held for. One that stays (a
 * failure here, a time zone changed since it was held) fires into a final send and does nothing.
 */
async function removeSchedules(deps: CancelDeps, send: SendRecord, scheduledFor: string) {
  // Chosen when it was scheduled, or when it was moved here (named by its time).
  const names = [scheduleName(send.send_id), scheduleNameAt(send.send_id, scheduledFor)]
  try {
    if (send.deferred)
      names.push(
        heldScheduleName(
          send.send_id,
          new Date(scheduledFor),
          await journalistTimeZone(deps, send.user_id, send.journalist_id),
        ),
      )
    for (const name of names) await deps.scheduler.cancel(name)
  } catch (error) {
    logger.warn('a taken-back send kept a schedule', { sendId: send.send_id, error: String(error) })
  }
}

export const MESSAGE_NOT_FOUND = 'Message not found'
export const MESSAGE_NOT_SCHEDULED = 'This message is not waiting to be sent, so there is nothing to cancel'
export const MESSAGE_ON_ITS_WAY = 'This message is already on its way and can no longer be cancelled'
export const MESSAGE_ALREADY_SENT = 'This message has already been sent'

/**
 * Takes back a message to a pitch's journalist that waits to be sent (a bulk message scheduled from the
 * board, or one held for the journalist's next day). As with a pitch, the send becomes final (skipped,
 * 'Cancelled before it was sent') in one transaction with its bulk job's count, conditioned on it still
 * waiting at the time that was read, and stays in the pitch's send history; a delivery that claimed it
 * first wins (409). Messages have no rounds: a message is never sent again under its id.
 */
export async function cancelScheduledMessage(
  deps: CancelDeps,
  userId: string,
  pitchId: string,
  sendId: string,
  attempt = 0,
): Promise<SendRecord> {
  await getPitch(deps, userId, pitchId)
  const send = await getSend(deps, userId, sendId)
  if (send?.kind !== 'message' || send.pitch_id !== pitchId) throw new NotFoundError(MESSAGE_NOT_FOUND)
  const scheduledFor = send.status === 'scheduled' ? send.scheduled_for : undefined
  if (!scheduledFor) throw new ConflictError(messageRefusal(send))
  const reason = SKIP_REASONS.cancelled
  const { canceled } = await deps.store.transaction
    .write((entities) => skipWaiting(entities, send, scheduledFor, reason))
    .go()
  if (canceled) {
    const current = await getSend(deps, userId, sendId)
    if (current?.status !== 'scheduled') throw new ConflictError(messageRefusal(current))
    if (attempt === 0) return cancelScheduledMessage(deps, userId, pitchId, sendId, attempt + 1)
    throw new AppError(503, NOT_NOW)
  }
  await removeSchedules(deps, send, scheduledFor)
  return { ...send, status: 'skipped', reason }
}

/** Why there is no message to take back, in the state it is in. */
function messageRefusal(send: SendRecord | undefined) {
  if (!send || (send.status !== 'sent' && FINAL_STATES.has(send.status))) return MESSAGE_NOT_SCHEDULED
  if (send.status === 'sent' || send.status === 'bounced') return MESSAGE_ALREADY_SENT
  return MESSAGE_ON_ITS_WAY
}
