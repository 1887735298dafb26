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

/** The story angle a pitch leads with; analytics groups results by it. */
export const PITCH_ANGLES = ['funding', 'launch', 'milestone', 'founder_story', 'data'] as const
export type PitchAngle = (typeof PITCH_ANGLES)[number]

/** Subjects stay under this many characters (the guardrail), so the longest is one fewer. */
export const SUBJECT_MAX_LENGTH = 80
export const SUBJECT_LONGEST = SUBJECT_MAX_LENGTH - 1
export const BODY_MAX_WORDS = 200
export const MAX_REGENERATIONS = 5
