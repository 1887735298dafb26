import type { FollowUpDue } from '../../events/follow-up-due'
import { FOLLOW_UP_TEXTS, fillTemplate } from '../../shared/domain/follow-up-templates'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import type { Deps } from '../ports/deps'
import { contactedToday } from '../sending/daily-contact'
import { deliverSend } from '../sending/deliver'
import { recordIntent } from '../sending/records'
import { senderName } from '../sending/sender-settings'
import { isSuppressed } from '../sending/suppression'
import { isConditionFailure } from '../store/conditions'
import { followUpsWanted } from './conversation-rule'
import { HELD_BY_PAUSE, isHeld } from './pauses'
import { type ActionRecord, cancelAction, type PitchRecord, rescheduleAction } from './schedule'
import { getAutomationSettings } from './settings'
import { afterReturnDate, nextWorkingDay, workingWindowOf } from './working-time'

type FireDeps = Pick<Deps, 'store' | 'settings' | 'now' | 'mailer' | 'mailDomains' | 'scheduler' | 'metrics'>

/**
 * A follow-up's schedule came due. Checked now, not when it was scheduled: the action must still be
 * scheduled and due, the pitch still pitched, its journalist in no conversation with the founder (no
 * reply to it or an earlier pitch: followUpsWanted), the address not suppressed, no pause holding it,
 * the journalist not away. Then an auto-send follow-up goes out in the pitch's thread, and a reminder
 * waits for the founder's click. Firing twice sends once.
 */
export async function fireFollowUp(deps: FireDeps, message: FollowUpDue) {
  const { data: action } = await deps.store.scheduledActions
    .get({ user_id: message.userId, action_id: message.actionId })
    .go({ consistent: true })
  if (action?.status !== 'scheduled') return
  const now = deps.now()
  if (new Date(action.scheduled_for) > now) return // moved later: its newer schedule fires it
  const { data: pitch } = await deps.store.pitches
    .get({ user_id: action.user_id, pitch_id: action.pitch_id })
    .go()
  if (pitch?.status !== 'pitched' || !(await followUpsWanted(deps, pitch))) return cancelAction(deps, action)
  if (await isHeld(deps, action)) return mark(deps, action, { status: 'paused', reason: HELD_BY_PAUSE })
  const window = await workingWindowOf(deps, action.user_id, pitch.journalist_id)
  const away = pitch.out_of_office_until && afterReturnDate(pitch.out_of_office_until, window)
  if (away && away > now) return rescheduleAction(deps, action, away)
  if (action.type === 'reminder') return // due: the founder sends it with one click
  // The journalist heard from the founder today: the follow-up waits for their next working day as a
  // follow-up still, so a pause, a reply or a move off Pitched before then holds or stops it.
  const email = pitch.journalist_email
  const sendId = followUpSendId(action)
  if (email && (await contactedToday(deps, { userId: action.user_id, email, sendId }, window.zone)))
    return rescheduleAction(deps, action, nextWorkingDay(now, window))
  await sendFollowUp(deps, action, pitch)
}

/** Sends a follow-up now as a reply in the pitch's thread (auto-send, or the founder's click on a reminder). */
export async function sendFollowUp(deps: FireDeps, action: ActionRecord, pitch: PitchRecord) {
  if (!pitch.journalist_email || (await isSuppressed(deps, pitch.journalist_email)))
    return mark(deps, action, { status: 'failed', reason: SKIP_REASONS.suppressed })
  const settings = await getAutomationSettings(deps, action.user_id)
  const { data: company } = await deps.store.companies
    .get({ user_id: action.user_id, company_id: pitch.company_id })
    .go()
  const text = settings.templates?.[action.template] ?? FOLLOW_UP_TEXTS[action.template].body
  const body = `${fillTemplate(text, {
    journalist_name: pitch.journalist_name.split(' ')[0] ?? pitch.journalist_name,
    publication: pitch.journalist_publication,
    company_name: company?.name ?? 'my company',
  })}\n${await senderName(deps, action.user_id)}`
  const { send } = await recordIntent(deps, {
    userId: action.user_id,
    sendId: followUpSendId(action),
    kind: 'follow_up',
    pitchId: pitch.pitch_id,
    journalistId: pitch.journalist_id,
    to: { name: pitch.journalist_name, email: pitch.journalist_email },
    subject: `Re: ${pitch.subject}`,
    body,
    template: action.template,
    inReplyTo: pitch.thread_message_id,
  })
  const result = await deliverSend(deps, { userId: action.user_id, sendId: send.send_id })
  const handedOver = result?.status === 'sent' || result?.status === 'scheduled'
  await mark(deps, action, {
    status: handedOver ? 'sent' : 'failed',
    reason: handedOver ? undefined : (result?.reason ?? 'Not sent'),
    send_id: send.send_id,
  })
}

/** A follow-up goes out once: its send's idempotency key is its action's id. */
const followUpSendId = (action: ActionRecord) => `followup-${action.action_id}`

function mark(
  deps: Pick<Deps, 'store' | 'now'>,
  action: ActionRecord,
  changes: { status: ActionRecord['status']; reason?: string; send_id?: string },
) {
  return deps.store.scheduledActions
    .patch({ user_id: action.user_id, action_id: action.action_id })
    .set({ ...changes, updated_at: deps.now().toISOString() })
    .where((a, op) => op.eq(a.status, action.status))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error // another delivery moved it first
    })
}
