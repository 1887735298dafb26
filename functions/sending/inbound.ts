import type { MailKind } from '../../shared/contracts/sending'
import { JOURNALIST_WROTE } from '../../shared/domain/follow-ups'
import { deliveryRank } from '../../shared/domain/sending'
import { moveFollowUpsPastAbsence } from '../automation/away'
import { cancelFollowUps, holdFollowUpsOfPitch } from '../automation/schedule'
import { forwardReply, forwardTokensIn } from '../conversations/forward'
import { type FounderAnswerOutcome, receiveFounderAnswer } from '../conversations/founder-answer'
import { keepInbound } from '../conversations/keep-inbound'
import { classifyMail } from '../mail/classify'
import { readMail, receivedIdOf } from '../mail/message'
import { markConversation } from '../pitches/conversation-flag'
import { crashPoint } from '../platform/crash-point'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { conditionHeld, isConditionFailure } from '../store/conditions'
import type { SendRecord } from './records'
import { findRepliedSend, type Match } from './reply-matching'
import { checkSendingHealth } from './sending-health'
import { suppress } from './suppression'

export interface InboundResult {
  kind: MailKind
  duplicate: boolean
  matchedBy?: Match['by']
  pitchId?: string
  returnDate?: string
  /** An answer to a forward, from the founder's own mail: what became of it. */
  founderAnswer?: FounderAnswerOutcome
}

/**
 * One received message: what it is (a person's reply, an auto-reply, a bounce, a complaint), which
 * send it answers, and what follows. A person's reply marks the pitch replied; an auto-reply never
 * does; a hard bounce or a complaint puts the address on the suppression list. Receiving the same
 * message twice changes nothing the second time, and a delivery that stopped midway is finished by the
 * next: its record stays `settling` until every effect has run.
 */
export async function receiveInbound(
  deps: Pick<
    Deps,
    'store' | 'settings' | 'now' | 'scheduler' | 'blobs' | 'mailer' | 'mailDomains' | 'queue' | 'metrics'
  >,
  raw: Buffer,
): Promise<InboundResult> {
  // Read once: the verdict, the send it answers and the record all come from the same reading.
  const mail = await readMail(raw)
  const verdict = classifyMail(mail)
  // Pressroom's own forwards, come back (a founder's address that returns them): nobody's reply.
  if (mail.header('x-pressroom-forward') || mail.fromAddress === deps.settings.mailFrom.toLowerCase())
    return { kind: 'other', duplicate: false }
  // Addressed to a forward's founder-side token: the founder answering, never a journalist's reply.
  const [forwardToken] = forwardTokensIn(deps.settings, mail.header('to') + mail.header('cc'))
  if (forwardToken) {
    const person = verdict.kind === 'human_reply'
    const founderAnswer = await receiveFounderAnswer(deps, mail, forwardToken, person, raw)
    logger.info('answer to a forward', { outcome: founderAnswer })
    return { kind: verdict.kind, duplicate: false, founderAnswer }
  }
  const found = await findRepliedSend(deps, mail, raw.toString('latin1'))
  // Weak evidence that points at several founders credits none of them (holdForUnattributed, below).
  const match = found?.soleFounder ? found : undefined
  const send = match?.send
  const from = mail.fromAddress
  const receivedAt = deps.now().toISOString()
  const inboundId = receivedIdOf(mail, raw)
  // Kept in its pitch's conversation first, once by its own key: a stop before the record below leaves
  // the redelivery to finish both. Only mail that names one founder's send is ever kept, for that one.
  if (send?.pitch_id) {
    const { messageKey } = await keepInbound(deps, { inboundId, mail, kind: verdict.kind, send, receivedAt })
    // A person's reply goes to the founder's own mail at once (once: see forwardReply); auto-replies and
    // bounces stay a line in the thread.
    if (verdict.kind === 'human_reply') await forwardReply(deps, send.user_id, send.pitch_id, messageKey)
  }
  // The record says the message was received; `settling` says its effects (below) are still to run.
  const first = await conditionHeld(
    deps.store.inbound
      .create({
        inbound_id: inboundId,
        kind: verdict.kind,
        from_email: from,
        subject: mail.subject.slice(0, 500),
        received_at: receivedAt,
        return_date: verdict.returnDate,
        user_id: send?.user_id,
        send_id: send?.send_id,
        pitch_id: send?.pitch_id,
        matched_by: match?.by,
        settling: true,
      })
      .go(),
  )
  const result = {
    kind: verdict.kind,
    duplicate: false,
    // The evidence found, even where it named several founders and credits none (pitchId then absent).
    matchedBy: found?.by,
    pitchId: send?.pitch_id,
    returnDate: verdict.returnDate,
  }
  let effectsAt = receivedAt
  if (first) crashPoint('inbound-recorded')
  else {
    // Received before. Settled (or recorded before `settling` was): a redelivery, nothing to do. Still
    // settling: the delivery that wrote the record stopped before its end (a crash, a timeout), and
    // this one runs what follows, at the time the message first came. Each step is conditional, so a
    // step that had run, or runs at once in another delivery, changes nothing the second time.
    const { data: known } = await deps.store.inbound.get({ inbound_id: inboundId }).go({ consistent: true })
    if (!known?.settling) return { ...result, duplicate: true }
    effectsAt = known.received_at
    logger.warn('inbound mail received before, its effects unfinished; finishing them', {
      kind: verdict.kind,
    })
  }
  logger.info('inbound mail', {
    kind: verdict.kind,
    matchedBy: match?.by ?? (found?.candidates ? 'several founders' : 'none'),
  })
  await applyInbound(deps, { verdict, found, send, from, receivedAt: effectsAt })
  // Every effect has run: a later delivery of the message is a duplicate.
  await deps.store.inbound.patch({ inbound_id: inboundId }).remove(['settling']).go()
  return result
}

/**
 * What a received message changes, each step safe to run again (its write conditional, or the same
 * value again): a redelivery after a stop midway runs them all, and what had run changes nothing.
 */
async function applyInbound(
  deps: Pick<Deps, 'store' | 'now' | 'scheduler'>,
  received: {
    verdict: ReturnType<typeof classifyMail>
    found: Match | undefined
    /** The send it answers, when the evidence named one founder's. */
    send: SendRecord | undefined
    from: string
    receivedAt: string
  },
) {
  const { verdict, found, send, from, receivedAt } = received
  // A person writing, not an auto-reply or a bounce (which suppressions handle by address).
  if (found?.candidates && verdict.kind === 'human_reply')
    await holdForUnattributed(deps, found.candidates, receivedAt)

  if (verdict.kind === 'bounce_hard') {
    const address = verdict.bouncedRecipient ?? send?.to_email
    if (address) await suppress(deps, address, 'hard_bounce')
  }
  if (verdict.kind === 'unsubscribe_or_complaint') {
    const address = send?.to_email ?? from
    if (address) await suppress(deps, address, 'complaint')
  }
  if (!send?.pitch_id) return
  const pitchKey = { user_id: send.user_id, pitch_id: send.pitch_id }
  if (verdict.kind === 'human_reply') {
    // The first reply's time stays: later ones in the thread do not move it. The send keeps it too:
    // a pitch deleted from the board (and restorable by undo) cannot record it (restoreDeleted).
    const firstReply = { replied_at: receivedAt }
    await deps.store.sends
      .patch({ user_id: send.user_id, send_id: send.send_id })
      .set(firstReply)
      .where((a, op) => op.notExists(a.replied_at))
      .go()
      .catch(ignoreConditionFailure)
    await deps.store.pitches
      .patch(pitchKey)
      .set({ ...firstReply, updated_at: receivedAt })
      .where((a, op) => op.notExists(a.replied_at))
      .go()
      .catch(ignoreConditionFailure)
    // The founder's other pitches to this journalist are in a conversation now (their in_conversation),
    // marked after the reply is, so a pitch written meanwhile finds one or the other.
    const { data: replied } = await deps.store.pitches.get(pitchKey).go({ consistent: true })
    if (replied?.replied_at) await markConversation(deps, replied)
    // A reply stops the pitch's follow-ups now, not only when each would have fired.
    await cancelFollowUps(deps, send.user_id, send.pitch_id)
  } else if (verdict.kind === 'out_of_office' && verdict.returnDate) {
    await deps.store.pitches
      .patch(pitchKey)
      .set({ out_of_office_until: verdict.returnDate })
      .go()
      // Deleted meanwhile: nothing to mark, and no follow-up left to move.
      .catch(ignoreConditionFailure)
    await moveFollowUpsPastAbsence(deps, send.user_id, send.pitch_id, verdict.returnDate)
  } else if (verdict.kind === 'bounce_hard') {
    await deps.store.sends
      .patch({ user_id: send.user_id, send_id: send.send_id })
      .set({ status: 'bounced' })
      .go()
    if (send.kind === 'pitch')
      await deps.store.pitches
        .patch(pitchKey)
        .set({ send_status: 'bounced' })
        .go()
        .catch(ignoreConditionFailure)
    // The fallback for SES's Bounce event (decision 041): the send's delivery state says it too, unless
    // an event said more (a complaint), and the bounce counts for the sending-health guard.
    const rank = deliveryRank('bounced_hard')
    await deps.store.sends
      .patch({ user_id: send.user_id, send_id: send.send_id })
      .set({ delivery: 'bounced_hard', delivery_rank: rank, delivery_at: receivedAt })
      .where((a, op) => `(${op.notExists(a.delivery_rank)} OR ${op.lt(a.delivery_rank, rank)})`)
      .go()
      .catch(ignoreConditionFailure)
    await checkSendingHealth(deps, send.user_id)
  }
}

/**
 * A message from a journalist (or their domain) that several founders pitched lately, with nothing that
 * says which it answers: shown to none of them, it holds every one of those pitches' automatic follow-ups
 * (paused, with the reason, for the founder to resume or cancel) and marks the pitches, so each founder
 * learns that the journalist wrote and reads their own mail for it.
 */
async function holdForUnattributed(
  deps: Pick<Deps, 'store' | 'now'>,
  candidates: SendRecord[],
  receivedAt: string,
) {
  const pitches = new Map(
    candidates
      .filter((send) => send.pitch_id)
      .map((send) => [
        `${send.user_id}/${send.pitch_id}`,
        { user_id: send.user_id, pitch_id: send.pitch_id ?? '' },
      ]),
  )
  for (const pitch of pitches.values()) {
    await holdFollowUpsOfPitch(deps, pitch.user_id, pitch.pitch_id, JOURNALIST_WROTE)
    await deps.store.pitches
      .patch(pitch)
      .set({ journalist_wrote_at: receivedAt })
      .where((a, op) => op.notExists(a.journalist_wrote_at))
      .go()
      .catch(ignoreConditionFailure)
  }
}

function ignoreConditionFailure(error: unknown) {
  if (!isConditionFailure(error)) throw error
}
