import { randomUUID } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import { sendRequested } from '../../events/send-requested'
import {
  type BulkJob,
  type BulkSendPreview,
  DEFERRED_ONE_A_DAY,
  hasBody,
  NO_BODY,
  NO_VALID_PITCHES,
  noBodies,
  type SendStatus,
} from '../../shared/contracts/sending'
import { SCHEDULE_HORIZON_MS } from '../../shared/domain/scheduling'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { getPitch, PITCH_NOT_FOUND } from '../pitches/pitches'
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'
import { type ConditionOps, isConditionFailure } from '../store/conditions'
import { deliverSend, SendInFlightError, scheduleNameAt } from './deliver'
import { senderOf } from './deliver/compose'
import { plainText } from './message-builder'
import { groupsRecheckedLater, recheckLater } from './recheck'
import { FINAL_STATES, pitchSendId, recordIntent, type SendRecord } from './records'
import { isSuppressed } from './suppression'

type PitchRecord = EntityItem<Deps['store']['pitches']>

type SendDeps = Pick<
  Deps,
  'store' | 'settings' | 'now' | 'mailer' | 'mailDomains' | 'scheduler' | 'queue' | 'metrics'
>

export const NO_EMAIL = 'This journalist has no e-mail address'
export const ALREADY_REPLIED = 'The journalist has already replied to this pitch'
export const SCHEDULE_IN_PAST = 'Choose a time from now on'
export const SCHEDULE_TOO_FAR = 'Choose a time within a year from now'

/**
 * Refuses a time a send cannot wait for: in the past (with a minute's grace: "now" in the browser is a
 * moment earlier than here), or more than a year ahead (SCHEDULE_HORIZON_MS).
 */
export function checkScheduledTime(at: Date, now: Date) {
  if (at.getTime() < now.getTime() - 60_000) throw new ValidationError(SCHEDULE_IN_PAST)
  if (at.getTime() > now.getTime() + SCHEDULE_HORIZON_MS) throw new ValidationError(SCHEDULE_TOO_FAR)
}

/** The pitch is still in the round of `pitch` (no send of it was cancelled since it was read). */
export const inRound = (pitch: { send_round?: number }) => (a: { send_round: unknown }, op: ConditionOps) =>
  pitch.send_round ? op.eq(a.send_round, pitch.send_round) : op.notExists(a.send_round)

/** In the round of `pitch`, and its send not marked yet: a later state is never overwritten. */
const unmarkedInRound =
  (pitch: { send_round?: number }) => (a: { send_round: unknown; send_status: unknown }, op: ConditionOps) =>
    `${inRound(pitch)(a, op)} AND ${op.notExists(a.send_status)}`

/**
 * Sends one pitch now, or records it to go out at `scheduledFor`. A repeated request (a double click,
 * a retry) finds the same send and mails nothing again.
 */
export async function sendPitch(
  deps: SendDeps,
  userId: string,
  pitchId: string,
  options: { scheduledFor?: string } = {},
) {
  const { data: pitch } = await deps.store.pitches.get({ user_id: userId, pitch_id: pitchId }).go()
  if (!pitch) throw new NotFoundError(PITCH_NOT_FOUND)
  if (!pitch.journalist_email) throw new ValidationError(NO_EMAIL)
  if (pitch.replied_at) throw new ConflictError(ALREADY_REPLIED)
  // Before anything is scheduled or recorded: a blank e-mail (and its follow-ups) never goes.
  if (!hasBody(pitch.content)) throw new ValidationError(NO_BODY)
  const scheduledFor = options.scheduledFor ? new Date(options.scheduledFor) : undefined
  if (scheduledFor) checkScheduledTime(scheduledFor, deps.now())

  const sendId = pitchSendId(pitch)
  const message = sendRequested(userId, sendId)
  const later = scheduledFor && scheduledFor > deps.now() ? scheduledFor : undefined
  // Its schedule, or a look again in a while, comes before the record: a request that stops once the
  // send is recorded cannot leave it waiting with nothing to hand it on.
  if (later) await deps.scheduler.schedule(scheduleNameAt(sendId, later), later, message)
  else await recheckLater(deps, sendId, userId, [sendId])
  const { send, created } = await recordIntent(deps, {
    userId,
    sendId,
    kind: 'pitch',
    pitchId,
    journalistId: pitch.journalist_id,
    to: { name: pitch.journalist_name, email: pitch.journalist_email },
    subject: pitch.subject,
    body: pitch.content,
    scheduledFor: later,
  })
  if (!created) {
    await handOnAgain(deps, send)
    return getPitch(deps, userId, pitchId)
  }
  if (later) {
    // Unless the send was cancelled meanwhile (the pitch stays unsent), or a retried request's schedule
    // already sent it (the pitch stays sent).
    await deps.store.pitches
      .patch({ user_id: userId, pitch_id: pitchId })
      .set({ send_status: 'scheduled', scheduled_for: later.toISOString() })
      .where(unmarkedInRound(pitch))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error
      })
  } else {
    await deliverSend(deps, message).catch(async (error: unknown) => {
      // Not lost: the queue tries again; the founder sees the pitch as queued meanwhile.
      if (!(error instanceof SendInFlightError))
        logger.warn('send queued for retry', { error: String(error) })
      await deps.queue.enqueue([message])
    })
  }
  return getPitch(deps, userId, pitchId)
}

/**
 * Sends many pitches through the queue (the workflow board's bulk send). Only the founder's own
 * pitches count; those whose journalist has no e-mail, has replied, or that went out already, are
 * skipped, each with its reason. A request naming a pitch with no text that could otherwise go is
 * refused whole.
 */
export async function bulkSendPitches(deps: SendDeps, userId: string, pitchIds: string[]): Promise<BulkJob> {
  const unique = [...new Set(pitchIds)]
  const data = await getEvery(
    unique.map((pitch_id) => ({ user_id: userId, pitch_id })),
    (keys) => deps.store.pitches.get(keys).go(),
  )
  if (data.length === 0) throw new NotFoundError(NO_VALID_PITCHES)
  // The whole request is refused, before any job or send exists: the board never offers it.
  const blank = data.filter((pitch) => !hasBody(pitch.content) && !unsendable(pitch))
  if (blank.length > 0) throw new ValidationError(noBodies(blank.length))
  const skipped = data.flatMap((pitch) => unsendable(pitch) ?? [])
  const sendable = data.filter((pitch) => !unsendable(pitch))
  const jobId = randomUUID()
  // Recorded in small parallel groups, each enqueued as soon as it is written, and each looked at
  // again in a while (asked for before the job exists) in case this request stops in between.
  const groups = await groupsRecheckedLater(deps, { userId, jobId }, sendable, pitchSendId)
  await createBulkJob(deps, { userId, jobId }, data.length, skipped)
  for (const group of groups) {
    const recorded = await Promise.all(group.map((pitch) => recordPitchSend(deps, userId, pitch, jobId)))
    const messages = recorded.flatMap(({ send, created }) =>
      created ? [sendRequested(userId, send.send_id)] : [],
    )
    const already = recorded.filter(({ created }) => !created)
    for (const { send } of already) await handOnAgain(deps, send)
    if (already.length)
      await deps.store.bulkJobs
        .patch({ user_id: userId, job_id: jobId })
        .add({ skipped: already.length })
        .append({ reasons: already.map(({ send }) => earlierSend(send.status)) })
        .go()
    await deps.queue.enqueue(messages)
  }
  return getBulkJob(deps, userId, jobId)
}

/** Where the preview shows each message's own one-click unsubscribe link. */
export const PREVIEW_UNSUBSCRIBE_LINK = '(a one-click unsubscribe link of its own)'

/**
 * What `bulkSendPitches` would do with these pitches, changing nothing: the board shows it before the
 * founder confirms. Besides the send's own rules, an address that cannot receive mail is named now
 * rather than found at delivery.
 */
export async function previewBulkSend(
  deps: Pick<Deps, 'store' | 'settings'>,
  userId: string,
  pitchIds: string[],
): Promise<BulkSendPreview> {
  const data = await getEvery(
    [...new Set(pitchIds)].map((pitch_id) => ({ user_id: userId, pitch_id })),
    (keys) => deps.store.pitches.get(keys).go(),
  )
  if (data.length === 0) throw new NotFoundError(NO_VALID_PITCHES)
  const reasons = await Promise.all(
    data.map(async (pitch) => {
      const reason = unsendable(pitch)
      if (reason) return reason
      return (await isSuppressed(deps, pitch.journalist_email ?? '')) ? SKIP_REASONS.suppressed : undefined
    }),
  )
  const going = data.filter((_, i) => !reasons[i])
  const skipped = new Map<string, string[]>()
  data.forEach((pitch, i) => {
    const reason = reasons[i]
    if (reason) skipped.set(reason, [...(skipped.get(reason) ?? []), pitch.journalist_name])
  })
  const first = going.find((pitch) => hasBody(pitch.content))
  const from = await senderOf(deps, userId)
  return {
    going: going.length,
    skipped: [...skipped].map(([reason, names]) => ({ reason, names })),
    blank: going.filter((pitch) => !hasBody(pitch.content)).length,
    first: first
      ? {
          from: `${from.name} <${from.address}>`,
          to: `${first.journalist_name} <${first.journalist_email}>`,
          subject: first.subject,
          text: plainText(first.content, PREVIEW_UNSUBSCRIBE_LINK),
        }
      : null,
  }
}

/**
 * A send asked for again (a double click, a retried request) is handed on again unless it is final:
 * the first request may have died after recording it and before queueing or scheduling it. Queue
 * messages and schedules name the send, and delivering checks its state, so it still goes once.
 */
export async function handOnAgain(deps: Pick<Deps, 'now' | 'queue' | 'scheduler'>, send: SendRecord) {
  if (FINAL_STATES.has(send.status)) return
  const message = sendRequested(send.user_id, send.send_id)
  if (send.status === 'scheduled' && send.scheduled_for && send.scheduled_for > deps.now().toISOString())
    await deps.scheduler.schedule(
      scheduleNameAt(send.send_id, send.scheduled_for),
      new Date(send.scheduled_for),
      message,
    )
  else await deps.queue.enqueue([message])
}

/** Why a pitch cannot go out in a bulk send, if it cannot. */
function unsendable(pitch: PitchRecord) {
  if (!pitch.journalist_email) return SKIP_REASONS.noEmail
  if (pitch.replied_at) return SKIP_REASONS.replied
  return pitch.send_status ? earlierSend(pitch.send_status) : undefined
}

/** What became of a pitch's earlier send, as the reason a bulk send leaves it out. */
function earlierSend(status: SendStatus) {
  if (status === 'sent' || status === 'bounced') return SKIP_REASONS.alreadySent
  return FINAL_STATES.has(status) ? SKIP_REASONS.triedBefore : SKIP_REASONS.onItsWay
}

/** A pitch's send, as part of a bulk job: a pitch already sent or on its way keeps its first send. */
function recordPitchSend(deps: SendDeps, userId: string, pitch: PitchRecord, jobId: string) {
  return recordIntent(deps, {
    userId,
    sendId: pitchSendId(pitch),
    kind: 'pitch',
    pitchId: pitch.pitch_id,
    journalistId: pitch.journalist_id,
    jobId,
    to: { name: pitch.journalist_name, email: pitch.journalist_email ?? '' },
    subject: pitch.subject,
    body: pitch.content,
  })
}

/**
 * A bulk job's record: its total, and the reason of each item skipped before anything was queued.
 * Made after its groups' rechecks (groupsRecheckedLater), so a request that stops once it exists leaves
 * a job that ends. With a `requestId` (the client's id for the request, which is then the job's id),
 * the same request again finds its first job.
 */
export async function createBulkJob(
  deps: Pick<Deps, 'store' | 'now'>,
  job: { userId: string; jobId: string; requestId?: string },
  total: number,
  skipReasons: string[],
) {
  const { userId, jobId, requestId } = job
  await deps.store.bulkJobs
    .create({
      user_id: userId,
      job_id: jobId,
      total,
      skipped: skipReasons.length,
      reasons: skipReasons,
      created_at: deps.now().toISOString(),
    })
    .go()
    .catch((error: unknown) => {
      if (!(requestId && isConditionFailure(error))) throw error
    })
}

export async function getBulkJob(deps: Pick<Deps, 'store'>, userId: string, jobId: string): Promise<BulkJob> {
  const { data } = await deps.store.bulkJobs.get({ user_id: userId, job_id: jobId }).go({ consistent: true })
  if (!data) throw new NotFoundError('Bulk job not found')
  // Lost: counted on the job, never recorded, as its request stopped before them (found by a recheck).
  const lost = data.lost?.length ?? 0
  const skipped = data.skipped + lost
  const settled = data.sent + skipped + data.failed + data.deferred
  const done = settled >= data.total
  return {
    id: data.job_id,
    total: data.total,
    sent: data.sent,
    skipped,
    failed: data.failed,
    deferred: data.deferred,
    reasons: tally([...(data.reasons ?? []), ...Array<string>(lost).fill(SKIP_REASONS.interrupted)]),
    done,
    // Read once the job is done (its poll then stops), not on each poll while it runs.
    deferrals: done ? await deferralsOf(deps, userId, data.deferred_sends ?? []) : [],
  }
}

/**
 * The times a job's deferred sends wait for, each with how many wait for it, soonest first. Read from
 * the sends themselves, so a send held a second day shows the day it waits for now; one that left the
 * wait meanwhile (sent, taken back) is no longer deferred and is left out.
 */
async function deferralsOf(deps: Pick<Deps, 'store'>, userId: string, sendIds: string[]) {
  if (sendIds.length === 0) return []
  const sends = await getEvery(
    sendIds.map((send_id) => ({ user_id: userId, send_id })),
    (keys) => deps.store.sends.get(keys).go(),
  )
  const counts = new Map<string, number>()
  for (const send of sends)
    if (send.deferred && send.status === 'scheduled' && send.scheduled_for)
      counts.set(send.scheduled_for, (counts.get(send.scheduled_for) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([until, count]) => ({ until, reason: DEFERRED_ONE_A_DAY, count }))
}

/** Each distinct reason with how many items it stopped, most first (ties in first-seen order). */
function tally(reasons: string[]) {
  const counts = new Map<string, number>()
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1)
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count)
}

/** A founder's sends of one pitch (spec 2's pitch_sends), newest first. */
export async function listSendsOfPitch(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  // Another founder's pitch (or none) is Not Found, as on every other pitch route; not an empty list.
  await getPitch(deps, userId, pitchId)
  const { data } = await deps.store.sends.query
    .byUser({ user_id: userId })
    .where((a, op) => op.eq(a.pitch_id, pitchId))
    .go({ pages: 'all' })
  return data.sort((a, b) => b.created_at.localeCompare(a.created_at))
}
