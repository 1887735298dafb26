import { FOLLOW_UP_MESSAGE_TEMPLATES, fillMessage, signMessage } from '../../../../shared/domain/workflow'

export interface Recipient {
  full_name: string
  publication: string
  /** The journalist's address; a message cannot go to one without. */
  email: string | null
  /** Whether the journalist got a pitch (follow-up templates go only to them); pitched when absent. */
  pitched?: boolean
  /** The company their pitch is for: {{company_name}} in their message. */
  company_name?: string
}

/**
 * The preview of the first recipient's message, or null with nobody to send to: the message the server
 * sends them (functions/sending/bulk-message.ts), filled by the same function. Subject and body are
 * trimmed, as the request trims them; {{company_name}} is their pitch's company whether or not
 * personalising; the body is signed with the sender name on the line below, as every follow-up is.
 */
export function previewFor(
  draft: { subject: string; body: string; personalize: boolean },
  recipients: readonly Recipient[],
  senderName?: string,
) {
  const first = recipients[0]
  if (!first) return null
  const fill = (text: string) =>
    fillMessage(text.trim(), {
      journalist: draft.personalize ? { name: first.full_name, publication: first.publication } : undefined,
      companyName: first.company_name ?? '',
    })
  const body = fill(draft.body)
  return {
    to: first,
    subject: fill(draft.subject),
    body: body && senderName ? signMessage(body, senderName) : body,
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
