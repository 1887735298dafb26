import type { MailKind } from '../../shared/contracts/sending'
import { isChallengeResponse, looksAutomatic } from './automatic'
import { bouncedRecipient, isBounce } from './bounce'
import { bounceSeverity } from './bounce-severity'
import { type Mail, readMail } from './message'
import { asksToUnsubscribe, isOneClickUnsubscribe } from './opt-out'
import { isAbsenceNotice } from './out-of-office'
import { reportKind } from './reports'
import { appleReturnDate, returnDateIn } from './return-date'

export type { MailKind }

export interface Classification {
  kind: MailKind
  /** YYYY-MM-DD: the day an out-of-office note names as its end or the day of return. */
  returnDate?: string
  /** The failed address from a bounce, lower-cased, when the notice names it. */
  bouncedRecipient?: string
}

/**
 * What a raw message is (the corpus bench and tests; receiving mail reads it once and calls
 * classifyMail). The raw bytes are preferred: a string may already have lost its 8-bit charset.
 */
export async function classify(raw: string | Buffer, extra?: { bytes?: Buffer }): Promise<Classification> {
  return classifyMail(await readMail(extra?.bytes ?? raw))
}

/**
 * What an inbound message is. The order matters: reports and bounces carry auto-reply headers
 * too, so they are recognised first, and a message is a person's reply only when nothing marks
 * it as automatic; a person's reply is what stops follow-ups, so machine mail must never land
 * there.
 */
export function classifyMail(mail: Mail): Classification {
  const report = reportKind(mail)
  if (report === 'complaint') return { kind: 'unsubscribe_or_complaint' }
  if (report) return { kind: 'other' }
  if (isOneClickUnsubscribe(mail)) return { kind: 'unsubscribe_or_complaint' }
  if (isChallengeResponse(mail) && (looksAutomatic(mail) || mail.reportType === 'delivery-status')) {
    return { kind: 'auto_reply' }
  }
  if (isBounce(mail)) return bounce(mail)
  if (looksAutomatic(mail)) return isAbsenceNotice(mail) ? outOfOffice(mail) : { kind: 'auto_reply' }
  if (asksToUnsubscribe(mail)) return { kind: 'unsubscribe_or_complaint' }
  return { kind: 'human_reply' }
}

function bounce(mail: Mail): Classification {
  const kind = bounceSeverity(mail) === 'hard' ? 'bounce_hard' : 'bounce_soft'
  const recipient = bouncedRecipient(mail)
  return recipient ? { kind, bouncedRecipient: recipient } : { kind }
}

function outOfOffice(mail: Mail): Classification {
  const sent = mail.sentOn ?? today()
  const returnDate =
    returnDateIn(`${mail.subject}. ${mail.fresh}`, sent) ?? appleReturnDate(mail.header('x-apple-criteria'))
  return returnDate ? { kind: 'out_of_office', returnDate } : { kind: 'out_of_office' }
}

function today() {
  const now = new Date()
  return { y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() }
}
