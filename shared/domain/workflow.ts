// The workflow board's texts and limits, zod-free so the board shows without loading the contracts
// (issue 18); contracts/workflow.ts re-exports them for the server.

/** Spec 2 section 8's bulk texts. */
export const WORKFLOW_MESSAGES = {
  moveFailed: 'Failed to move items',
  sendFailed: 'Failed to send pitches',
  messageFailed: 'Failed to send messages',
  deleteFailed: 'Failed to delete items',
  undoFailed: 'Failed to undo operation',
  redoFailed: 'Failed to redo operation',
  needSubjectAndBody: 'Please enter a subject and message',
} as const

export const BULK_BATCH_SIZE = 10
export const UNDO_HISTORY = 10
export const MESSAGE_TEMPLATES = [
  'followup_1',
  'followup_2',
  'value_add',
  'announcement',
  'thank_you',
] as const

/**
 * The templates that speak of an earlier pitch ("the note I sent last week"): they go only to
 * journalists who were pitched, so no one is followed up on a pitch they never got.
 */
export const FOLLOW_UP_MESSAGE_TEMPLATES: readonly (typeof MESSAGE_TEMPLATES)[number][] = [
  'followup_1',
  'followup_2',
]

/** A pitch the journalist got: sent through Pressroom, or moved to pitched or picked up by hand. */
export function wasPitched(pitch: { status: string; sent_at?: string | null }): boolean {
  return !!pitch.sent_at || pitch.status === 'pitched' || pitch.status === 'picked_up'
}

/** Words before a name that are not the name: "Dr. Ada Writer" is Ada to write to. */
const HONORIFIC = /^(dr|mr|mrs|ms|mx|prof|sir|dame)\.?$/i

/** A journalist's first name, for {{first_name}}: the first word of their name that is not a title. */
export function firstNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/)
  return words.find((word) => !HONORIFIC.test(word)) ?? words[0] ?? ''
}

/**
 * A bulk message as one journalist reads it (spec 2's placeholders): with personalisation on,
 * {{journalist_name}}, {{first_name}} and {{publication}} become theirs; {{company_name}}, the founder's
 * own, is the pitch's company whether or not personalising. Spaces inside the braces are allowed. The
 * server sends with this and the dialog previews with it, so the preview is the message.
 */
export function fillMessage(
  text: string,
  fill: { journalist?: { name: string; publication: string }; companyName: string },
): string {
  const values: Record<string, string | undefined> = {
    company_name: fill.companyName,
    journalist_name: fill.journalist?.name,
    first_name: fill.journalist ? firstNameOf(fill.journalist.name) : undefined,
    publication: fill.journalist?.publication,
  }
  // One pass, so a value that holds a placeholder (or a `$&`) is not read again.
  return text.replace(
    /\{\{\s*(company_name|journalist_name|first_name|publication)\s*\}\}/g,
    (written, name: string) => values[name] ?? written,
  )
}

/** A last line longer than this is a sentence, not a sign-off, whatever names it holds. */
const SIGN_OFF_LENGTH = 60

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Signed as every follow-up is: the body, then the founder's sender name on the line below, unless the
 * founder signed it already: its last line is short and names them, in full or by first name, as
 * written ("Best, Ada").
 */
export function signMessage(body: string, senderName: string): string {
  const text = body.trimEnd()
  const lastLine = text.split('\n').at(-1) ?? ''
  const signed = [senderName.trim(), firstNameOf(senderName)]
    .filter((name) => name.length > 1)
    .some((name) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, 'u').test(lastLine))
  return signed && lastLine.length <= SIGN_OFF_LENGTH ? text : `${text}\n${senderName}`
}
