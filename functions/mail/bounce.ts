import { hasAutomaticHeaders, hasNullSender } from './automatic'
import type { Mail } from './message'
import { beforeReturnedMessage } from './quotes'

// Delivery failures: a DSN (RFC 3464) when the reporting system writes one, otherwise the
// free-text notices of Exim, qmail, Gmail, Domino and the like, told apart by who sends them
// (the mailer daemon) and what they say.

const DAEMON = /^(mailer[-_]?daemon|mail[-_]?daemon|postmaster|mail[-_]?delivery[-_]?(system|subsystem)?)@/i

const BOUNCE_SUBJECT = new RegExp(
  [
    'undeliver(ed|able)',
    'delivery (status notification|failure|failed|has failed|problem|notification|incomplete)',
    'returned mail',
    'returning message',
    'mail delivery failed',
    'failure notice',
    'message not delivered',
    'could not be delivered',
    'bounce notification',
    'delayed mail',
    'warning: (could not send|message .* delayed)',
    'non remis',
    'non distribuable',
    'unzustellbar',
    'nicht zugestellt',
    'no entregado',
    'não entregue',
    'onbestelbaar',
    'non recapitabile',
    'niedostarczon',
    'не доставлено',
  ].join('|'),
  'iu',
)

const BOUNCE_BODY = new RegExp(
  [
    "could ?n[o']t be delivered",
    "was ?n[o']t delivered",
    'has not (yet )?been delivered',
    'undeliverable',
    'delivery (to the following recipients?|has) failed',
    'failed permanently',
    'permanent (fatal )?error',
    'mail delivery software',
    'delivery status notification',
    'unable to deliver',
    'could not deliver',
    "wasn't able to deliver",
    'has been delayed',
    'will be retried',
    'delivery attempts will continue',
    'message not delivered',
  ].join('|'),
  'i',
)

export function isBounce(mail: Mail): boolean {
  if (mail.reportType === 'delivery-status' || deliveryReports(mail).length > 0) return true
  if (mail.header('x-failed-recipients')) return true
  const fromDaemon =
    DAEMON.test(mail.fromAddress) || /^(mailer-daemon|mail delivery (system|subsystem))$/i.test(mail.fromName)
  const saysSo = BOUNCE_SUBJECT.test(mail.subject) || BOUNCE_BODY.test(mail.fresh)
  if (fromDaemon && saysSo) return true
  // A returned-mail notice from an unfamiliar system still comes from the null sender or with
  // automatic headers, and says what it is both in the subject and the body.
  const automatic = hasNullSender(mail) || hasAutomaticHeaders(mail)
  return automatic && BOUNCE_SUBJECT.test(mail.subject) && BOUNCE_BODY.test(mail.fresh)
}

function deliveryReports(mail: Mail): string[] {
  return mail.reports.filter((r) => r.type.endsWith('delivery-status')).map((r) => r.content)
}

/** The DSN fields and the notice's own words, without the message it returns. */
export function bounceEvidence(mail: Mail): string {
  return [...deliveryReports(mail), beforeReturnedMessage(mail.text)].join('\n')
}

/** The failed address: Final-Recipient, else X-Failed-Recipients, else the first one the notice names. */
export function bouncedRecipient(mail: Mail): string | undefined {
  const evidence = bounceEvidence(mail)
  const field = /^(?:Final|Original)-Recipient:\s*rfc822\s*;\s*<?([^\s<>;]+@[^\s<>;]+?)>?\s*$/im.exec(
    evidence,
  )
  if (field?.[1]) return field[1].toLowerCase()
  const failed = /[^\s<>,;"]+@[^\s<>,;"]+/.exec(mail.header('x-failed-recipients'))
  if (failed) return failed[0].toLowerCase()
  const ours = new Set([...mail.toAddresses, mail.fromAddress])
  for (const match of evidence.matchAll(/[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/g)) {
    const address = match[0].toLowerCase()
    if (!ours.has(address) && !DAEMON.test(address)) return address
  }
  return undefined
}
