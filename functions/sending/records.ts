import { randomBytes } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { PitchSend, SendKind, SendStatus } from '../../shared/contracts/sending'
import type { Deps } from '../ports/deps'
import { conditionHeld } from '../store/conditions'

export type SendRecord = EntityItem<Deps['store']['sends']>

/**
 * A pitch goes out as a pitch once: its send's idempotency key is the pitch's own id, and the round
 * after each send cancelled before it went (`send_round`), so a send taken back is never named again.
 */
export const pitchSendId = (pitch: { pitch_id: string; send_round?: number }) =>
  pitch.send_round ? `pitch-${pitch.pitch_id}.${pitch.send_round}` : `pitch-${pitch.pitch_id}`

/** States after which a send never changes again. */
export const FINAL_STATES: ReadonlySet<SendStatus> = new Set(['sent', 'skipped', 'failed', 'bounced'])

export interface SendIntent {
  userId: string
  sendId: string
  kind: SendKind
  pitchId?: string
  journalistId: string
  jobId?: string
  to: { name: string; email: string }
  subject: string
  body: string
  template?: string
  inReplyTo?: string
  references?: string[]
  scheduledFor?: Date
}

/**
 * Records what will be sent before anything is sent, under the send's idempotency key: a second
 * intent with the same id finds the first and returns it (`created: false`) instead of writing again.
 */
export async function recordIntent(
  deps: Pick<Deps, 'store' | 'settings' | 'now'>,
  intent: SendIntent,
): Promise<{ send: SendRecord; created: boolean }> {
  const record = intentRecord(deps, intent)
  // The link's record first: a crash after it leaves a token nobody was ever sent, never a message whose
  // unsubscribe link names nothing. A second intent's unused token is as harmless.
  await deps.store.unsubscribeLinks
    .put({
      token: record.unsubscribe_token,
      user_id: record.user_id,
      send_id: record.send_id,
      to_email: record.to_email,
      created_at: record.created_at,
    })
    .go()
  const created = await conditionHeld(deps.store.sends.create(record).go())
  if (created) return { send: { ...record, attempts: 0, deferred: false }, created }
  const existing = await getSend(deps, intent.userId, intent.sendId)
  if (!existing) throw new Error(`send ${intent.sendId} vanished while being recorded`)
  return { send: existing, created: false }
}

/** The record of a send about to be made: its recipient, words, Message-ID, reply and unsubscribe tokens. */
export function intentRecord(deps: Pick<Deps, 'settings' | 'now'>, intent: SendIntent) {
  const email = intent.to.email.trim().toLowerCase()
  const fromDomain = deps.settings.mailFrom.split('@')[1]
  return {
    user_id: intent.userId,
    send_id: intent.sendId,
    kind: intent.kind,
    pitch_id: intent.pitchId,
    journalist_id: intent.journalistId,
    job_id: intent.jobId,
    to_email: email,
    to_domain: email.split('@')[1] ?? '',
    to_name: intent.to.name,
    subject: intent.subject,
    body: intent.body,
    template: intent.template,
    status: (intent.scheduledFor ? 'scheduled' : 'queued') as SendStatus,
    scheduled_for: intent.scheduledFor?.toISOString(),
    message_id: `${intent.sendId}.${randomBytes(6).toString('hex')}@${fromDomain}`,
    in_reply_to: intent.inReplyTo,
    references: intent.references,
    reply_token: randomBytes(12).toString('hex'),
    unsubscribe_token: randomBytes(16).toString('hex'),
    created_at: deps.now().toISOString(),
  }
}

export async function getSend(deps: Pick<Deps, 'store'>, userId: string, sendId: string) {
  const { data } = await deps.store.sends.get({ user_id: userId, send_id: sendId }).go({ consistent: true })
  return data ?? undefined
}

export function toPitchSend(record: SendRecord): PitchSend {
  return {
    id: record.send_id,
    kind: record.kind,
    pitch_id: record.pitch_id ?? null,
    journalist_id: record.journalist_id,
    to_email: record.to_email,
    subject: record.subject,
    status: record.status,
    reason: record.reason ?? null,
    template: record.template ?? null,
    scheduled_for: record.scheduled_for ?? null,
    sent_at: record.sent_at ?? null,
    created_at: record.created_at,
  }
}
