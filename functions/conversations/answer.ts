import { createHash, randomUUID } from 'node:crypto'
import { sendRequested } from '../../events/send-requested'
import {
  ANSWERABLE_KINDS,
  type ConversationMessage,
  NOTHING_TO_ANSWER,
} from '../../shared/contracts/conversations'
import {
  ConflictError,
  IDEMPOTENCY_KEY_REUSED,
  UnprocessableError,
  ValidationError,
} from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { deliverSend, SendInFlightError } from '../sending/deliver'
import { ownFromAddress } from '../sending/identity/sending-domain'
import { recheckLater } from '../sending/recheck'
import { getSend, recordIntent } from '../sending/records'
import { handOnAgain, NO_EMAIL } from '../sending/send-pitch'
import { senderName } from '../sending/sender-settings'
import { inboundOf, outgoing, ownPitch } from './thread'

type AnswerDeps = Pick<
  Deps,
  'store' | 'settings' | 'now' | 'mailer' | 'mailDomains' | 'scheduler' | 'queue' | 'metrics'
>

/** "Re: " once, as mail clients write it. */
export const replySubject = (subject: string) =>
  /^\s*re\s*:/i.test(subject) ? subject.trim() : `Re: ${subject.trim()}`

/** The send id of an answer: named by the request's Idempotency-Key, so the same request sends once. */
export const answerSendId = (pitchId: string, idempotencyKey: string | undefined) =>
  `reply-${pitchId}-${
    idempotencyKey ? createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32) : randomUUID()
  }`

/**
 * The founder's answer to the journalist's last message, in the same thread (In-Reply-To and
 * References of that message, "Re: " the subject of the journalist's last reply or else the pitch's), through the sending pipeline: recorded first under
 * its id, delivered at once (or, `queued`, by the send queue's consumer), and queued again if that fails. Not cold outreach: the one-a-day rule does
 * not hold it, but a suppressed address gets nothing, and follow-ups stay as they are (cancelled).
 */
export async function answerConversation(
  deps: AnswerDeps,
  userId: string,
  pitchId: string,
  request: { body: string; idempotencyKey?: string; queued?: boolean },
): Promise<{ reply: ConversationMessage; repeated: boolean }> {
  const pitch = await ownPitch(deps, userId, pitchId)
  if (!pitch.journalist_email) throw new ValidationError(NO_EMAIL)
  const answerable = (await inboundOf(deps, userId, pitchId))
    .filter((m) => ANSWERABLE_KINDS.has(m.kind))
    .sort((a, b) => (a.received_at < b.received_at ? -1 : a.received_at > b.received_at ? 1 : 0))
  const last = answerable.at(-1)
  if (!last) throw new ConflictError(NOTHING_TO_ANSWER)
  // The thread's subject is the one people wrote under: an auto-reply's "Automatic reply: ..." is not.
  const subject = answerable.findLast((m) => m.kind === 'human_reply')?.subject || pitch.subject
  const sendId = answerSendId(pitchId, request.idempotencyKey)
  const inReplyTo = last.rfc_message_id ?? pitch.thread_message_id
  const references = [
    ...(pitch.thread_message_id && !last.references?.includes(pitch.thread_message_id)
      ? [pitch.thread_message_id]
      : []),
    ...(last.references ?? []),
  ]
  // Its look again in a while comes before the record, as for every send to go now (decision 005). An
  // answer handed to the queue (one from the founder's mail) needs none: the inbound event is retried,
  // and a retry finds the record and hands it on again.
  if (!request.queued) await recheckLater(deps, sendId, userId, [sendId])
  const person = last.kind === 'human_reply'
  const { send, created } = await recordIntent(deps, {
    userId,
    sendId,
    kind: 'reply',
    pitchId,
    journalistId: pitch.journalist_id,
    to: {
      name: (person && last.from_name) || pitch.journalist_name,
      email: person && last.from_email ? last.from_email : pitch.journalist_email,
    },
    subject: replySubject(subject),
    body: request.body.trim(),
    inReplyTo,
    references,
  })
  // The same key with other words is another answer, not a retry: the first one stands, alone.
  if (!created && send.body !== request.body.trim()) throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED)
  if (!created) await handOnAgain(deps, send)
  else if (request.queued) await deps.queue.enqueue([sendRequested(userId, sendId)])
  else
    await deliverSend(deps, sendRequested(userId, sendId)).catch(async (error: unknown) => {
      // Not lost: the queue tries again; the thread shows the answer as queued meanwhile.
      if (!(error instanceof SendInFlightError))
        logger.warn('answer queued for retry', { error: String(error) })
      await deps.queue.enqueue([sendRequested(userId, sendId)])
    })
  const current = (await getSend(deps, userId, sendId)) ?? send
  const from = {
    name: await senderName(deps, userId),
    email: (await ownFromAddress(deps, userId)) ?? deps.settings.mailFrom,
  }
  return { reply: outgoing(current, from), repeated: !created }
}
