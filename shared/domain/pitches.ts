// The pitch constants a screen shows before anything is checked (the board's columns, the subject's
// length): zod-free, so the web app takes them without loading the contracts (issue 18).
// contracts/pitches.ts re-exports them for the server.

/** Pitch statuses in board order (spec 1, section 4). */
export const PITCH_STATUSES = ['drafted', 'reviewed', 'pitched', 'picked_up', 'archived'] as const
export type PitchStatus = (typeof PITCH_STATUSES)[number]

export const PITCH_STATUS_LABELS: Record<PitchStatus, string> = {
  drafted: 'Draft',
  reviewed: 'Reviewed',
  pitched: 'Pitched',
  picked_up: 'Picked Up',
  archived: 'Archive',
}

/**
 * The story angle a pitch leads with; analytics groups results by it. `product` is what the company makes,
 * when the profile has no news to lead with.
 */
export const PITCH_ANGLES = ['funding', 'launch', 'milestone', 'founder_story', 'data', 'product'] as const
export type PitchAngle = (typeof PITCH_ANGLES)[number]

/** Subjects stay under this many characters (the guardrail), so the longest is one fewer. */
export const SUBJECT_MAX_LENGTH = 80
export const SUBJECT_LONGEST = SUBJECT_MAX_LENGTH - 1
export const BODY_MAX_WORDS = 200
export const MAX_REGENERATIONS = 5

/**
 * Why a pitch's words can change no more, if they cannot: once sent they are what the journalist
 * received (its follow-ups reply to that subject), and a send on its way carries the words it was
 * given. A send taken back, skipped or failed leaves them free.
 */
export const FIXED_WORDS = {
  sent: 'This pitch was sent: its words stay as the journalist received them',
  sending: 'This pitch is being sent: its words can no longer change',
  scheduled: 'This pitch is scheduled: cancel its send to change its words',
} as const

export function fixedWords(pitch: {
  sent_at?: string | null
  send_status?: string | null
}): string | undefined {
  if (pitch.sent_at) return FIXED_WORDS.sent
  if (pitch.send_status === 'scheduled') return FIXED_WORDS.scheduled
  if (pitch.send_status === 'queued' || pitch.send_status === 'sending') return FIXED_WORDS.sending
  return undefined
}
