import type { PauseEnded } from '../../events/pause-ended'
import type { PauseSettings } from '../../shared/contracts/automation'
import { JOURNALIST_NOT_FOUND } from '../journalists/journalists'
import { NotFoundError, ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'
import { isConditionFailure } from '../store/conditions'
import { type ActionRecord, rescheduleAction } from './schedule'
import { nextWorkingTime, workingWindowOf } from './working-time'

type PauseDeps = Pick<Deps, 'store' | 'now' | 'scheduler'>
export type PauseScope = 'global' | 'journalist' | 'pitch'

/** Why an action is paused: held by a pause (released when it ends) or paused by hand (stays). */
export const HELD_BY_PAUSE = 'Held while automations are paused'
export const PAUSED_BY_HAND = 'Paused by you'

export const pauseIdOf = (scope: PauseScope, id?: string) =>
  scope === 'global' ? 'global' : `${scope}#${id}`
const appliesTo = (pauseId: string, action: ActionRecord) =>
  pauseId === 'global' ||
  pauseId === `journalist#${action.journalist_id}` ||
  pauseId === `pitch#${action.pitch_id}`

// A founder's pauses: USER#<id> / PAUSE#*.
export async function listPauseRecords(deps: Pick<Deps, 'store'>, userId: string) {
  const { data } = await deps.store.pauses.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return data
}

// A founder's actions: USER#<id> / ACTION#*.
export async function listActionRecords(deps: Pick<Deps, 'store'>, userId: string) {
  const { data } = await deps.store.scheduledActions.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return data
}

/** Whether any pause (global, the journalist's or the pitch's) holds this action now. */
export async function isHeld(
  deps: Pick<Deps, 'store'>,
  action: Pick<ActionRecord, 'user_id' | 'journalist_id' | 'pitch_id'>,
): Promise<boolean> {
  const ids = ['global', `journalist#${action.journalist_id}`, `pitch#${action.pitch_id}`]
  // Every key read: a pause left unread would let a follow-up go while paused.
  const pauses = await getEvery(
    ids.map((pause_id) => ({ user_id: action.user_id, pause_id })),
    (keys) => deps.store.pauses.get(keys).go(),
  )
  return pauses.length > 0
}

/**
 * Pauses automations globally, for a journalist or for a pitch, until `resumeDate` or until resumed
 * by hand. What is scheduled in its scope is held (paused), not lost.
 */
export async function pauseAutomation(
  deps: PauseDeps,
  userId: string,
  input: {
    scope: PauseScope
    journalistId?: string
    pitchId?: string
    resumeDate?: string | null
    reason?: string
  },
) {
  const target =
    input.scope === 'journalist' ? input.journalistId : input.scope === 'pitch' ? input.pitchId : undefined
  if (input.scope !== 'global' && !target)
    throw new ValidationError(`A ${input.scope} pause needs the ${input.scope}'s id`)
  // It names the founder's own pitch, or a journalist of the database: another founder's pitch is Not
  // Found here as on every route, and no pause is kept for it.
  if (input.scope === 'pitch' && target) {
    const { data } = await deps.store.pitches.get({ user_id: userId, pitch_id: target }).go()
    if (!data) throw new NotFoundError('Pitch not found')
  }
  if (input.scope === 'journalist' && target) {
    const { data } = await deps.store.journalists.get({ journalist_id: target }).go()
    if (!data) throw new NotFoundError(JOURNALIST_NOT_FOUND)
  }
  const now = deps.now()
  if (input.resumeDate && new Date(input.resumeDate).getTime() < now.getTime() - 60_000)
    throw new ValidationError('The resume date must be from now on')
  const pauseId = pauseIdOf(input.scope, target)
  // Its end is scheduled before the pause is written: a stop between them leaves a schedule that finds
  // no pause with that date (and does nothing), never a pause that outlasts its date.
  if (input.resumeDate) {
    const at = new Date(input.resumeDate)
    await deps.scheduler.schedule(`pause-${userId}-${pauseId.replace('#', '-')}-${at.getTime()}`, at, {
      type: 'PauseEnded',
      version: 1,
      userId,
      pauseId,
      resumeDate: input.resumeDate,
    })
  }
  await deps.store.pauses
    .put({
      user_id: userId,
      pause_id: pauseId,
      scope: input.scope,
      // Only the id its scope names, the one checked above.
      journalist_id: input.scope === 'journalist' ? target : undefined,
      pitch_id: input.scope === 'pitch' ? target : undefined,
      resume_date: input.resumeDate ?? undefined,
      reason: input.reason || undefined,
      created_at: now.toISOString(),
    })
    .go()
  const inScope = (await listActionRecords(deps, userId)).filter(
    (action) => action.status === 'scheduled' && appliesTo(pauseId, action),
  )
  for (const action of inScope)
    await deps.store.scheduledActions
      .patch({ user_id: userId, action_id: action.action_id })
      .set({ status: 'paused', reason: HELD_BY_PAUSE, updated_at: now.toISOString() })
      .where((a, op) => op.eq(a.status, 'scheduled'))
      .go()
      .catch((error: unknown) => {
        // Fired, or cancelled by a reply, since it was read: nothing of it is left to hold.
        if (!isConditionFailure(error)) throw error
      })
  return inScope.length
}

/**
 * Ends a pause (spec 2: resuming clears it) and reschedules what it held. What it held is released
 * first, as if it were gone, and the pause is deleted after: a stop in between leaves the pause, so its
 * end (the schedule redelivered, or the founder's click again) is still there to finish. Released once
 * more after the delete: a follow-up that came due meanwhile, and found the pause still there, waits
 * for no pause.
 */
export async function resumeAutomation(deps: PauseDeps, userId: string, pauseId: string) {
  const { data } = await deps.store.pauses
    .get({ user_id: userId, pause_id: pauseId })
    .go({ consistent: true })
  if (!data) throw new NotFoundError('Pause not found')
  const released = await releaseHeld(deps, userId, pauseId)
  await deps.store.pauses.delete({ user_id: userId, pause_id: pauseId }).go()
  return released + (await releaseHeld(deps, userId))
}

/** A pause's resume date came: resumed, unless it was lifted or moved since the schedule was made. */
export async function endPause(deps: PauseDeps, message: PauseEnded) {
  const { data } = await deps.store.pauses.get({ user_id: message.userId, pause_id: message.pauseId }).go()
  if (!data || data.resume_date !== message.resumeDate) return 0
  return resumeAutomation(deps, message.userId, message.pauseId)
}

/**
 * Reschedules held actions no pause covers any more (`lifting`, being lifted, counts as gone). The first
 * of a pitch's follow-ups that came due while held goes at its journalist's next working time from now
 * (a pause ending on Saturday night releases on Monday at 09:30 their time), and the pitch's later ones
 * move by as much, so that they keep their order and the days between them. Firsts that land on the
 * same minute go a few minutes apart, so a resumed founder never sends a burst in one minute. An action
 * still ahead, of a pitch none of whose follow-ups came due, keeps its time.
 */
async function releaseHeld(deps: PauseDeps, userId: string, lifting?: string) {
  const pauses = (await listPauseRecords(deps, userId)).filter((pause) => pause.pause_id !== lifting)
  const held = (await listActionRecords(deps, userId))
    .filter((a) => a.status === 'paused' && a.reason === HELD_BY_PAUSE)
    .filter((a) => !pauses.some((pause) => appliesTo(pause.pause_id, a)))
    .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for))
  const now = deps.now()
  const taken = new Map<number, number>()
  /** By pitch: how long the pause put off its first follow-up that came due. */
  const delays = new Map<string, number>()
  for (const action of held) {
    const due = new Date(action.scheduled_for).getTime()
    const window = await workingWindowOf(deps, userId, action.journalist_id)
    const delay = delays.get(action.pitch_id) ?? 0
    let at = nextWorkingTime(new Date(due + delay), window).getTime()
    if (due + delay <= now.getTime()) {
      const slot = nextWorkingTime(now, window).getTime()
      const before = taken.get(slot) ?? 0
      taken.set(slot, before + 1)
      at = slot + before * RELEASE_SPACING_MS
      delays.set(action.pitch_id, at - due)
    }
    await rescheduleAction(deps, action, new Date(at))
  }
  return held.length
}

/** How far apart past-due follow-ups released at the same working time go. */
const RELEASE_SPACING_MS = 3 * 60_000

/** Spec 2's pause settings as the client reads them. */
export async function getPauseSettings(deps: Pick<Deps, 'store'>, userId: string): Promise<PauseSettings> {
  const view = (p?: { resume_date?: string; reason?: string }) => ({
    isPaused: !!p,
    resumeDate: p?.resume_date ?? null,
    reason: p?.reason ?? null,
  })
  const pauses = await listPauseRecords(deps, userId)
  return {
    globalPause: view(pauses.find((p) => p.scope === 'global')),
    journalistPauses: Object.fromEntries(
      pauses.filter((p) => p.scope === 'journalist').map((p) => [p.journalist_id ?? '', view(p)]),
    ),
    pitchPauses: Object.fromEntries(
      pauses.filter((p) => p.scope === 'pitch').map((p) => [p.pitch_id ?? '', view(p)]),
    ),
  }
}
