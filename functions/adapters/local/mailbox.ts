import { createHash } from 'node:crypto'
import type { SesDeliveryEvent } from '../../../events/ses-delivery-event'
import type { Blobs } from '../../ports/blobs'
import { type Mailer, PermanentMailError } from '../../ports/mailer'
import { isConditionFailure } from '../../store/conditions'
import type { Store } from '../../store/store'
import { type LocalMessage, localSesEvent } from './ses-events'

/**
 * The embedded stack's mail transport: every raw message is kept (the MIME in the blob store, a
 * record in the table) and shown at /dev/mailbox. A Message-ID is kept once, so a send repeated after
 * a crash delivers nothing twice. A message that carries a send is then "delivered" as SES would say
 * it, to the same use case as SES's (delivery-events.ts), at once: through the job queue it cost a
 * bulk send's consumer twice the work. SES's Send event before it would say nothing more here.
 */
export function localMailbox(deps: {
  store: Store
  blobs: Pick<Blobs, 'putText' | 'getText'>
  now: () => Date
  /** Where the events of what it receives go: the use case SES's events reach in AWS. */
  deliveryEvents?: (event: SesDeliveryEvent) => Promise<unknown>
}): Mailer & {
  /** The newest `limit` messages, or all of them. */
  list(limit?: number): Promise<MailboxEntry[]>
  read(messageId: string): Promise<string | undefined>
  /** One message's record, with the send it carries. */
  entry(messageId: string): Promise<LocalMessage | undefined>
} {
  const rawKey = (messageId: string) => `mailbox/${createHash('sha256').update(messageId).digest('hex')}.eml`
  return {
    deduplicates: true,
    async send(mail) {
      // As SES refuses a message to a domain that cannot exist: the reserved .invalid top-level domain.
      if (/\.invalid$/i.test(mail.to)) throw new PermanentMailError(`Address rejected: ${mail.to}`)
      const key = rawKey(mail.messageId)
      // The MIME is 7-bit (quoted-printable or base64 parts), so it is kept as text unchanged.
      await deps.blobs.putText(key, mail.raw.toString('latin1'), 'message/rfc822')
      const entry = {
        message_id: mail.messageId,
        from: mail.from,
        to: mail.to,
        raw_key: key,
        stored_at: deps.now().toISOString(),
        ...(mail.send ? { user_id: mail.send.userId, send_id: mail.send.sendId } : {}),
      }
      await deps.store.mailbox
        .create(entry)
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error // already delivered: nothing to do
        })
      // Again after a repeat too (an attempt may have stopped before it): its use case is idempotent.
      if (mail.send && deps.deliveryEvents)
        await deps.deliveryEvents(localSesEvent('Delivery', entry, deps.now()))
    },
    // The newest messages first (gsi1 by arrival).
    async list(limit) {
      const { data } = await deps.store.mailbox.query
        .byArrival({ mailbox: 'outbox' })
        .go(limit ? { order: 'desc', limit } : { order: 'desc', pages: 'all' })
      return data.map(({ message_id, from, to, stored_at }) => ({ message_id, from, to, stored_at }))
    },
    async entry(messageId) {
      const { data } = await deps.store.mailbox.get({ message_id: messageId }).go()
      return data ?? undefined
    },
    async read(messageId) {
      const { data } = await deps.store.mailbox.get({ message_id: messageId }).go()
      return data ? deps.blobs.getText(data.raw_key) : undefined
    },
  }
}

export interface MailboxEntry {
  message_id: string
  from: string
  to: string
  stored_at: string
}
