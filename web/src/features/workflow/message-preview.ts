import { FOLLOW_UP_MESSAGE_TEMPLATES } from '../../../../shared/domain/workflow'

export interface Recipient {
  full_name: string
  publication: string
  /** The journalist's address; a message cannot go to one without. */
  email: string | null
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

/** The founder's own: {{company_name}} filled always, and the sender name signing the body. */
export interface Signer {
  companyName?: string
  senderName?: string
}

/**
 * The preview of the first recipient's message, or null with nobody to send to. As the server sends
 * it: {{company_name}} filled whether or not personalising, and the body signed with the sender name on
 * the line below, as every follow-up is (functions/sending/bulk-message.ts).
 */
export function previewFor(
  draft: { subject: string; body: string; personalize: boolean },
  recipients: readonly Recipient[],
  signer: Signer = {},
) {
  const first = recipients[0]
  if (!first) return null
  const fill = (text: string) => {
    const personal = personalize(text, first, draft.personalize)
    return signer.companyName === undefined
      ? personal
      : personal.replaceAll('{{company_name}}', signer.companyName)
  }
  const body = fill(draft.body)
  return {
    to: first,
    subject: fill(draft.subject),
    body: body.trim() && signer.senderName ? `${body.trimEnd()}\n${signer.senderName}` : body,
  }
}

export interface Reach {
  reached: Recipient[]
  /** Left out for having no e-mail address. */
  noEmail: number
  /** Left out, with an address, because a follow-up goes only to those pitched. */
  notPitched: number
}

/**
 * Who a message reaches, as the server sends it: everyone with an e-mail address, except that a
 * follow-up template (it speaks of an earlier pitch) goes only to journalists who were pitched.
 */
export function reachOf(templateId: string, recipients: readonly Recipient[]): Reach {
  const followUp = (FOLLOW_UP_MESSAGE_TEMPLATES as readonly string[]).includes(templateId)
  const addressed = recipients.filter((r) => r.email)
  const reached = followUp ? addressed.filter((r) => r.pitched !== false) : addressed
  return {
    reached,
    noEmail: recipients.length - addressed.length,
    notPitched: addressed.length - reached.length,
  }
}

/** What the dialog says before sending about those left out, one line per reason. */
export function reachNotes({ reached, noEmail, notPitched }: Reach): string[] {
  const skipped = (n: number) => (n === 1 ? 'that one is' : 'those are')
  const notes: string[] = []
  if (noEmail > 0)
    notes.push(
      reached.length === 0 && notPitched === 0
        ? 'None of them has an e-mail address, so there is no one to send to.'
        : `${noEmail} ${noEmail === 1 ? 'has' : 'have'} no e-mail address, so ${skipped(noEmail)} skipped.`,
    )
  if (notPitched > 0)
    notes.push(
      reached.length === 0 && noEmail === 0
        ? 'None of them has been pitched yet: a follow-up goes only to journalists you have pitched.'
        : `${notPitched} not pitched yet: a follow-up goes only to journalists you have pitched, so ${skipped(notPitched)} skipped.`,
    )
  if (reached.length === 0 && noEmail > 0 && notPitched > 0) notes.push('No one is left to send to.')
  return notes
}

/** Both subject and body hold more than spaces: only then can the message go. */
export const canSend = (draft: { subject: string; body: string }) =>
  draft.subject.trim().length > 0 && draft.body.trim().length > 0
