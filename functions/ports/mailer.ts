/** One outgoing message, already built as RFC 5322 MIME by the message builder. */
export interface OutgoingMail {
  /** Envelope sender and recipient; the headers inside `raw` say the same. */
  from: string
  to: string
  /** The Message-ID header's value without angle brackets: the message's identity end to end. */
  messageId: string
  raw: Buffer
  /**
   * The send it carries (a forward to the founder carries none): given to SES as message tags, which
   * its delivery events repeat (MESSAGE_TAGS), and kept by the local mailbox for the events it emits.
   */
  send?: { userId: string; sendId: string }
}

/** Sends raw MIME: SES v2 in AWS, the local mailbox on the embedded default. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /**
   * True when sending the same Message-ID twice delivers it once (the local mailbox). SES does not
   * deduplicate, so a send whose outcome is unknown after a crash is never retried through it.
   */
  readonly deduplicates: boolean
}

/** The provider refused the message for good (a malformed address, a rejected sender): never retried. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError'
}

/**
 * The provider refused the message as the caller's fault (a rate limit, a sending pause), or no
 * connection was ever made: it did not take the message, so trying again cannot deliver it twice, even
 * through a provider that does not deduplicate. Any other failure (a server error, a timeout after the
 * request went out) leaves the outcome unknown.
 */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError'
}
