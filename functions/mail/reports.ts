import type { Mail } from './message'

// Machine reports that are not bounces: spam complaints (ARF, RFC 5965, and Hotmail's JMRP, which
// is not ARF), read receipts (MDN, RFC 8098) and DMARC reports (RFC 7489).

export type ReportKind = 'complaint' | 'read_receipt' | 'dmarc'

export function reportKind(mail: Mail): ReportKind | undefined {
  const feedbackType = feedbackTypeOf(mail)
  if (feedbackType !== undefined) {
    // An auth-failure report is about our own SPF/DKIM/DMARC, not a recipient's complaint.
    return /^(auth-failure|dmarc)/.test(feedbackType) ? 'dmarc' : 'complaint'
  }
  if (isJmrp(mail)) return 'complaint'
  if (mail.reportType === 'disposition-notification') return 'read_receipt'
  if (mail.reports.some((r) => r.type.endsWith('disposition-notification'))) return 'read_receipt'
  if (isDmarcAggregate(mail)) return 'dmarc'
  return undefined
}

/** The ARF Feedback-Type, '' when the message is a feedback report without one. */
function feedbackTypeOf(mail: Mail): string | undefined {
  const part = mail.reports.find((r) => r.type.endsWith('feedback-report'))
  const isReport = mail.reportType === 'feedback-report' || part !== undefined
  const source = part?.content ?? (isReport ? mail.text : '')
  const field = /^Feedback-Type:\s*([\w-]+)/im.exec(source)
  if (field?.[1]) return field[1].toLowerCase()
  return isReport ? '' : undefined
}

function isJmrp(mail: Mail): boolean {
  return (
    /^complaint about message from\b/i.test(mail.subject) ||
    mail.header('x-hmxmroriginalrecipient') !== '' ||
    (mail.fromAddress === 'staff@hotmail.com' && /complaint/i.test(mail.subject))
  )
}

// Aggregate reports arrive as a zipped XML file under "Report domain: … Submitter: …".
function isDmarcAggregate(mail: Mail): boolean {
  return (
    /^report domain:.*submitter:/i.test(mail.subject) ||
    /^dmarc (aggregate|forensic) report/i.test(mail.subject)
  )
}
