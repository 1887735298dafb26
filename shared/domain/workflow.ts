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
