import { FOLLOW_UP_MESSAGE_TEMPLATES } from '../../../../shared/domain/workflow'

export interface Recipient {
  full_name: string
  publication: string
  /** Whether the journalist got a pitch (follow-up templates go only to them); pitched when absent. */
  pitched?: boolean
}

/**
 * What one journalist reads: with personalisation on, {{journalist_name}} and {{publication}} become
 * theirs (as the server does when it sends); off, the text goes out as written.
 */
export function personalize(text: string, recipient: Recipient, on: boolean): string {
  if (!on) return text
  return text
    .replaceAll('{{journalist_name}}', recipient.full_name)
    .replaceAll('{{publication}}', recipient.publication)
}

/** The preview of the first recipient's message, or null with nobody to send to. */
export function previewFor(
  draft: { subject: string; body: string; personalize: boolean },
  recipients: readonly Recipient[],
) {
  const first = recipients[0]
  if (!first) return null
  return {
    to: first,
    subject: personalize(draft.subject, first, draft.personalize),
    body: personalize(draft.body, first, draft.personalize),
  }
}

/**
 * Who a message reaches: everyone, except that a follow-up template (it speaks of an earlier pitch)
 * goes only to journalists who were pitched, as the server sends it; `notPitched` are left out.
 */
export function reachOf(templateId: string, recipients: readonly Recipient[]) {
  const followUp = (FOLLOW_UP_MESSAGE_TEMPLATES as readonly string[]).includes(templateId)
  const reached = followUp ? recipients.filter((r) => r.pitched !== false) : [...recipients]
  return { reached, notPitched: recipients.length - reached.length }
}

/** Both subject and body hold more than spaces: only then can the message go. */
export const canSend = (draft: { subject: string; body: string }) =>
  draft.subject.trim().length > 0 && draft.body.trim().length > 0
