import { createHash } from 'node:crypto'
import type { Blobs } from '../../ports/blobs'
import { type Mailer, PermanentMailError } from '../../ports/mailer'
import { isConditionFailure } from '../../store/conditions'
import type { Store } from '../../store/store'

/**
 * The embedded stack's mail transport: every raw message is kept (the MIME in the blob store, a
 * record in the table) and shown at /dev/mailbox. A Message-ID is kept once, so a send repeated after
 * a crash delivers nothing twice.
 */
export function localMailbox(deps: {
  store: Store
  blobs: Pick<Blobs, 'putText' | 'getText'>
  now: () => Date
}): Mailer & {
  /** The newest `limit` messages, or all of them. */
  list(limit?: number): Promise<MailboxEntry[]>
  read(messageId: string): Promise<string | undefined>
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
      await deps.store.mailbox
        .create({
          message_id: mail.messageId,
          from: mail.from,
          to: mail.to,
          raw_key: key,
          stored_at: deps.now().toISOString(),
        })
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error // already delivered: nothing to do
        })
    },
    // The newest messages first (gsi1 by arrival).
    async list(limit) {
      const { data } = await deps.store.mailbox.query
        .byArrival({ mailbox: 'outbox' })
        .go(limit ? { order: 'desc', limit } : { order: 'desc', pages: 'all' })
      return data.map(({ message_id, from, to, stored_at }) => ({ message_id, from, to, stored_at }))
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
